// The dynamic forms area's contract (`systemPay/layoutForm/*`, the desk's `platform/forms`): schemas and endpoint records.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PG_INT_MAX } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { FORM_FIELD_KINDS, FORM_FIELDS_MAX, FORM_FILE_SIZE_MAX, FORM_FILES_MAX, FORM_OPTIONS_MAX, FORM_SUBMISSION_STATES, FORM_TEXT_MAX } from './form-codes.js'

export {
  FORM_FIELD_KINDS,
  FORM_FIELDS_MAX,
  FORM_FILE_SIZE_MAX,
  FORM_FILES_MAX,
  FORM_OPTIONS_MAX,
  FORM_PAY_LETTER,
  FORM_PICTURE_TYPES,
  FORM_SUBMISSION_STATES,
  FORM_TEXT_MAX,
  FORM_VERSION_GRACE_HOURS,
  FormCodes,
  type FormFieldKind,
  type FormSubmissionState,
} from './form-codes.js'

const strict = { additionalProperties: false } as const

/** A text in several languages (`{ en: 'Name', zh_CN: '姓名' }`); the shopper gets the request's language, falling back to en, then any. */
export const LangText = Type.Record(Type.String({ pattern: '^[a-z]{2}(_[A-Z]{2})?$' }), Type.String({ maxLength: 200 }), { maxProperties: 6 })
export type LangText = Static<typeof LangText>

const Key = () => Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,31}$', maxLength: 32 })
const Money = () => BoundedInt(0, 100_000_000)

/** One option of a choice field; `price` (minor units) is added when it is chosen (a product form's line price, or a paid form's amount). */
export const FieldOption = Type.Object({ value: Key(), label: LangText, price: Type.Optional(Money()) }, strict)
export type FieldOption = Static<typeof FieldOption>

/**
 * A field as the desk defines it. Limits by kind: text `maxLength`; number `min`/`max`; choice `options` and
 * `multiple`; picture and file `maxFiles` (default 1), `maxSize` (bytes) and `types` (upload extensions).
 */
export const FormField = Type.Object(
  {
    key: Key(),
    kind: Type.Union(FORM_FIELD_KINDS.map((k) => Type.Literal(k))),
    label: LangText,
    required: Type.Boolean(),
    maxLength: Type.Optional(BoundedInt(1, FORM_TEXT_MAX)),
    min: Type.Optional(Type.Number({ minimum: -1e12, maximum: 1e12 })),
    max: Type.Optional(Type.Number({ minimum: -1e12, maximum: 1e12 })),
    multiple: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(FieldOption, { maxItems: FORM_OPTIONS_MAX })),
    maxFiles: Type.Optional(BoundedInt(1, FORM_FILES_MAX)),
    maxSize: Type.Optional(BoundedInt(1, FORM_FILE_SIZE_MAX)),
    types: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9]{2,5}$' }), { maxItems: 12 })),
  },
  strict,
)
export type FormField = Static<typeof FormField>

/** A form's definition as the desk edits it (the draft; publishing it makes a version). */
export const FormDraft = Type.Object(
  {
    title: LangText,
    description: Type.Optional(LangText),
    /** minor units; 0 = free. A paid form's amount = price + the chosen options' prices. */
    price: Money(),
    fields: Type.Array(FormField, { minItems: 1, maxItems: FORM_FIELDS_MAX }),
    /** products that carry this form (their cart line is priced by the answers' options) */
    productIds: Type.Optional(Type.Array(BigId(), { maxItems: 100 })),
  },
  strict,
)
export type FormDraft = Static<typeof FormDraft>

/** A form as the desk lists it. */
export const DeskForm = Type.Object({
  id: Type.Integer(),
  title: LangText,
  description: LangText,
  price: Type.Integer(),
  fields: Type.Array(FormField),
  productIds: Type.Array(Type.Integer()),
  /** the latest published version; 0 = never published */
  version: Type.Integer(),
  /** the draft differs from the latest published version */
  dirty: Type.Boolean(),
  submissions: Type.Integer(),
  updatedAt: Type.String(),
})
export type DeskForm = Static<typeof DeskForm>

/** A field as the shopper sees it: the label (and options' labels) in the request's language. */
export const PublicField = Type.Object({
  key: Type.String(),
  kind: Type.Union(FORM_FIELD_KINDS.map((k) => Type.Literal(k))),
  label: Type.String(),
  required: Type.Boolean(),
  maxLength: Type.Optional(Type.Integer()),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  multiple: Type.Optional(Type.Boolean()),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String(), price: Type.Integer() }))),
  maxFiles: Type.Optional(Type.Integer()),
  maxSize: Type.Optional(Type.Integer()),
  types: Type.Optional(Type.Array(Type.String())),
})
export type PublicField = Static<typeof PublicField>

/** A published form version as the shopper fills it (`systemPay/layoutForm/index?id=`). */
export const PublicForm = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  currency: Type.String(),
  fields: Type.Array(PublicField),
})
export type PublicForm = Static<typeof PublicForm>

/** Answers by field key: text and date (`YYYY-MM-DD`) a string, number a number, choice a value or values, picture and file the upload ids. */
export const Answers = Type.Record(
  Key(),
  Type.Union([Type.String({ maxLength: FORM_TEXT_MAX }), Type.Number(), Type.Array(Type.String({ maxLength: 64 }), { maxItems: FORM_OPTIONS_MAX })]),
  { maxProperties: FORM_FIELDS_MAX },
)
export type Answers = Static<typeof Answers>

export const SubmitBody = Type.Object({ formId: BigId(), version: BoundedInt(1, PG_INT_MAX), answers: Answers }, strict)
export type SubmitBody = Static<typeof SubmitBody>

/** A submission: `id` is its number (`F...`, the pay number of a paid one), `amount` what it costs (0 = free). */
export const Submission = Type.Object({
  id: Type.String(),
  formId: Type.Integer(),
  version: Type.Integer(),
  title: Type.String(),
  state: Type.Union(FORM_SUBMISSION_STATES.map((s) => Type.Literal(s))),
  amount: Type.Integer(),
  currency: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type Submission = Static<typeof Submission>

export const ProductAnswersBody = Type.Object({ productId: BigId(), version: BoundedInt(1, PG_INT_MAX), answers: Answers }, strict)
export type ProductAnswersBody = Static<typeof ProductAnswersBody>
/** What a product's form answers add to each piece of its cart line (`formJson.subFormDto.totalPrice`). */
export const ProductAnswers = Type.Object({ productId: Type.Integer(), formId: Type.Integer(), version: Type.Integer(), totalPrice: Type.Integer() })
export type ProductAnswers = Static<typeof ProductAnswers>

/** The form a product carries (null: none) and the user's answers to it so far. */
export const ProductForm = Type.Object({
  form: Type.Union([PublicForm, Type.Null()]),
  answers: Type.Union([Answers, Type.Null()]),
  totalPrice: Type.Integer(),
})
export type ProductForm = Static<typeof ProductForm>

const IdParams = Type.Object({ id: BigId() }, strict)
const NoParams = Type.Object({ id: Type.String({ pattern: '^F[0-9]{6,30}$', maxLength: 32 }) }, strict)
const ProductParams = Type.Object({ productId: BigId() }, strict)

/** Endpoints of the dynamic forms area. */
export const FormApi = {
  /** The form's latest published version (anyone may read it; submitting needs login). */
  get: defineEndpoint({ method: 'GET', url: '/customer/api/form/:id', auth: 'optional', params: IdParams, response: PublicForm }),
  /** Submit answers to a version: free -> `submitted`; with a price -> `unpaid` (pay `id` at the cashier). */
  submit: defineEndpoint({ method: 'POST', url: '/customer/api/form/submit', auth: 'required', body: SubmitBody, response: Submission }),
  /** One of the user's submissions (the success page and the cashier's landing poll it). */
  submission: defineEndpoint({ method: 'GET', url: '/customer/api/form/submission/:id', auth: 'required', params: NoParams, response: Submission }),
  /** The form a product carries and the user's answers for its cart line. */
  productForm: defineEndpoint({ method: 'GET', url: '/customer/api/form/product/:productId', auth: 'required', params: ProductParams, response: ProductForm }),
  /** Answer a product's form (kept per user and product until checkout); the price it adds per piece. */
  productAnswers: defineEndpoint({ method: 'POST', url: '/customer/api/form/product', auth: 'required', body: ProductAnswersBody, response: ProductAnswers }),
  /** Desk: every form of the tenant. */
  deskList: defineEndpoint({ method: 'GET', url: '/platform/api/forms', auth: 'required', response: Type.Array(DeskForm) }),
  /** Desk: a new form (a draft; publish it to make version 1). */
  deskCreate: defineEndpoint({ method: 'POST', url: '/platform/api/forms', auth: 'required', body: FormDraft, response: DeskForm }),
  /** Desk: change a form's draft (the published version stays until the next publish). */
  deskSave: defineEndpoint({ method: 'PUT', url: '/platform/api/forms/:id', auth: 'required', params: IdParams, body: FormDraft, response: DeskForm }),
  /** Desk: publish the draft as the next version. */
  deskPublish: defineEndpoint({ method: 'POST', url: '/platform/api/forms/:id/publish', auth: 'required', params: IdParams, response: DeskForm }),
}
