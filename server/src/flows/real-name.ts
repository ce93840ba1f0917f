import type { AuthenBody } from '../../../types/account.js'
import type { UserCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { accountService } from '../modules/account/index.js'
import { approvalService } from '../modules/approval/index.js'
import { bankService } from '../modules/bank/index.js'
import { messageService } from '../modules/message/index.js'

/**
 * A real-name request (`POST customer/api/authen`, ADR 0093): the account's rules (ID number, nothing pending or
 * approved, the number not verified for another user, both pictures the user's private uploads), then the
 * identity registry's check of name and number (outside any transaction: it takes its time; a refusal names
 * the field), then in ONE transaction the pending request and its approval in the desk's review queue. Staff
 * decide there; the account module applies the decision (`approval.decided`).
 */
export async function submitRealName(c: UserCtx, b: AuthenBody): Promise<null> {
  const v = await accountService.prepareRealName(c, b)
  const check = await bankService.checkIdentity(c, { name: v.realName, idNumber: v.idNumber })
  await c.db.transaction().execute(async (tx) => {
    const tc = { ...c, db: tx }
    const id = await accountService.insertRealName(tc, c.userId, v)
    await approvalService.submit(tc, {
      kind: 'realName',
      ref: String(id),
      userId: c.userId,
      summary: { realName: v.realName, idNumber: v.idNumber, identityCheck: `${check.provider}: ${check.ref}`, images: [v.frontImage, v.backImage] },
    })
  })
  return null
}

/**
 * The decision told in the message centre (ADR 0105), in the decision's transaction, after the account module
 * applied it (its listener subscribed first, at module load; one that throws rolls this back too).
 */
hooks.on('approval.decided', async (c, e) => {
  if (e.kind !== 'realName') return
  await messageService.notify(c, {
    userId: e.userId,
    group: 'system',
    key: e.approved ? 'message.realNameApproved' : 'message.realNameRejected',
    params: { reason: e.reason || '-' },
    link: '/pages/public/realName/index',
  })
})
