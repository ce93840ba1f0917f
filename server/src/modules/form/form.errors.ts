// The form module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { FormCodes as C } from '../../../../types/form-codes.js'
import { AppError, defineErrors } from '../../core/errors.js'

/** Failures of the dynamic forms area (codes 2090-2119); messages `form.<name>` in locales/<lng>/server-form.json. */
export const formErrors = defineErrors('form', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
  maxFiles: { code: C.MAX_FILES, status: 400, rule: 'maxFiles' },
  size: { code: C.SIZE, status: 400, rule: 'maxSize' },
  type: { code: C.TYPE, status: 400, rule: 'types' },
  fileRequired: { code: C.FILE_REQUIRED, status: 400, rule: 'required' },
  answerRequired: { code: C.ANSWER_REQUIRED, status: 400, rule: 'required' },
  incomplete: { code: C.INCOMPLETE, status: 400, rule: 'required' },
  tooLong: { code: C.ANSWER_INVALID, status: 400, rule: 'maxLength' },
  notNumber: { code: C.ANSWER_INVALID, status: 400, rule: 'number' },
  range: { code: C.ANSWER_INVALID, status: 400, rule: 'range' },
  choice: { code: C.ANSWER_INVALID, status: 400, rule: 'options' },
  date: { code: C.ANSWER_INVALID, status: 400, rule: 'date' },
  unknownField: { code: C.UNKNOWN_FIELD, status: 400, rule: 'exists' },
  versionGone: { code: C.VERSION_GONE, status: 409, field: 'version', rule: 'current' },
  definition: { code: C.DEFINITION, status: 400, rule: 'definition' },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
  notPayable: { code: C.NOT_PAYABLE, status: 409, field: 'id', rule: 'payable' },
  productFormMissing: { code: C.PRODUCT_FORM_MISSING, status: 400, field: 'productId', rule: 'formAnswers' },
  product: { code: C.PRODUCT, status: 404, field: 'productId', rule: 'exists' },
  notFoundGeneric: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
})

type Maker = (params?: Record<string, string | number>) => AppError

/** The failure `make` naming field `field` (an answer: `answers.<key>`, a definition: `fields.<i>.<prop>`). */
export const onField = (make: Maker, field: string, params: Record<string, string | number> = {}): AppError => {
  const e = make(params)
  return new AppError(e.code, e.key, e.params, field, e.rule, e.status)
}
