// The invitation area's failures: code, HTTP status and message key of each.
import { InviteCodes as C } from '../../../../types/invite-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of invitations and teams (codes 2290-2299); messages `invite.<name>` in locales/<lng>/server-invite.json. */
export const inviteErrors = defineErrors('invite', {
  code: { code: C.CODE, status: 404, field: 'inviteCode', rule: 'exists' },
  bound: { code: C.BOUND, status: 409, field: 'inviteCode', rule: 'once' },
  cycle: { code: C.CYCLE, status: 409, field: 'inviteCode', rule: 'cycle' },
  orderNotFound: { code: C.ORDER_NOT_FOUND, status: 404, field: 'orderNo', rule: 'exists' },
})
