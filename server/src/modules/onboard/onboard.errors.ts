// The onboard module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { OnboardCodes } from '../../../../types/onboard-codes.js'
import { AppError, defineErrors } from '../../core/errors.js'

/** Failures of the onboard area; messages `onboard.<name>` in locales/<lng>/server-onboard.json. */
export const onboardErrors = defineErrors('onboard', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  notEditable: { code: OnboardCodes.NOT_EDITABLE, status: 409, rule: 'state' },
  /** `{{field}}`: the field's name, the field named too (`at`) */
  incomplete: { code: OnboardCodes.INCOMPLETE, status: 400, rule: 'required' },
  pictureType: { code: OnboardCodes.PICTURE_TYPE, status: 400, rule: 'imageType' },
  pictureSmall: { code: OnboardCodes.PICTURE_SMALL, status: 400, rule: 'imageMinSize' },
  pictureLarge: { code: OnboardCodes.PICTURE_LARGE, status: 400, rule: 'imageMaxBytes' },
  pictureNotOwn: { code: OnboardCodes.PICTURE_NOT_OWN, status: 400, rule: 'ownPrivateUpload' },
  agreement: { code: OnboardCodes.AGREEMENT, status: 400, field: 'agreed', rule: 'accepted' },
  agentTaken: { code: OnboardCodes.AGENT_TAKEN, status: 409, field: 'regionId', rule: 'unique' },
  bankUnknown: { code: OnboardCodes.BANK_UNKNOWN, status: 400, field: 'bankCode', rule: 'exists' },
  branchUnknown: { code: OnboardCodes.BRANCH_UNKNOWN, status: 400, field: 'branchCode', rule: 'exists' },
  agentUnknown: { code: OnboardCodes.AGENT_UNKNOWN, status: 400, field: 'agentCode', rule: 'exists' },
  regionLevel: { code: OnboardCodes.REGION_LEVEL, status: 400, field: 'regionId', rule: 'level' },
  agencyOpen: { code: OnboardCodes.AGENCY_OPEN, status: 409, rule: 'state' },
  notAgent: { code: OnboardCodes.NOT_AGENT, status: 403, rule: 'role' },
  ownLink: { code: OnboardCodes.OWN_LINK, status: 400, field: 'agentCode', rule: 'notSelf' },
})

/** The same failure naming another field (a picture's or a required field's name). */
export const at = (e: AppError, field: string) => new AppError(e.code, e.key, { ...e.params, field }, field, e.rule, e.status)
