// The approval module's failures: code, HTTP status and message key of each.
import { ApprovalCodes } from '../../../../types/approval-codes.js'
import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the approval area; messages `approval.<name>` in locales/<lng>/server-approval.json. */
export const approvalErrors = defineErrors('approval', {
  staffOnly: { code: Codes.FORBIDDEN },
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  alreadyDecided: { code: ApprovalCodes.ALREADY_DECIDED, status: 409, field: 'id', rule: 'pending' },
  reasonRequired: { code: Codes.BAD_REQUEST, field: 'reason', rule: 'required' },
})
