import { hooks } from '../core/hooks.js'
import { accountService } from '../modules/account/index.js'
import { messageService } from '../modules/message/index.js'
import { onboardService } from '../modules/onboard/index.js'
import { shopService } from '../modules/shop/index.js'

/**
 * Staff decided a shop or agency application in the desk's queue (ADR 0110). In the decision's transaction:
 *
 * - shopApply approved: the application is locked, and only while it is still pending the shop is created
 *   (`shopService.createShop`), its owner gets the merchant role (`accountService.grantRole`) and the application
 *   records the shop. The approval module decides once (409 for the second press); a repeated event finds the
 *   application approved and does nothing, so one shop and one role however often it comes.
 * - shopApply rejected: the reason is kept on the application (the applicant edits and sends again).
 * - agentApply approved: the application approved and the agent row with its join code, the agent role; the
 *   second approval for a region and level that has its agent (also in parallel: unique indexes) throws
 *   AGENT_TAKEN and the decision rolls back (it stays pending, staff read why).
 *
 * The applicant is told in the message centre (ADR 0105) either way.
 */
hooks.on('approval.decided', async (c, e) => {
  if (e.kind === 'shopApply') {
    if (!/^[0-9]{1,15}$/.test(e.ref)) return
    const a = await onboardService.shopApplicationToDecide(c, Number(e.ref))
    if (!a || a.state !== 'pending') return
    const f = a.form
    if (e.approved) {
      const shopId = await shopService.createShop(c, {
        ownerId: a.userId,
        name: { [c.lang]: f.shopName!, zh_CN: f.shopName! },
        kind: f.shopKind ?? 'retail',
        phone: f.contactPhone ?? null,
        address: f.address ?? null,
        regionId: f.regionId ?? null,
        lat: f.lat ?? null,
        lng: f.lng ?? null,
        licenceImages: [f.licenceImage].filter((x): x is string => !!x),
      })
      await accountService.grantRole(c, a.userId, 'merchant')
      if (!(await onboardService.markShopApproved(c, a.id, shopId))) throw new Error(`shop application ${a.id} left pending under a lock`)
    } else {
      await onboardService.markShopRejected(c, a.id, e.reason ?? '')
    }
    await messageService.notify(c, {
      userId: a.userId,
      group: 'system',
      key: e.approved ? 'onboard.shopApproved' : 'onboard.shopRejected',
      params: { name: f.shopName ?? '', reason: e.reason || '-' },
      link: e.approved ? '/pages/merchant/index' : '/pages/store/join/success',
    })
    return
  }
  if (e.kind === 'agentApply') {
    if (!/^[0-9]{1,15}$/.test(e.ref)) return
    const a = await onboardService.agencyToDecide(c, Number(e.ref))
    if (!a || a.state !== 'pending') return
    if (!(await onboardService.markAgency(c, a.id, e.approved, e.reason))) return
    if (e.approved) {
      await onboardService.makeAgent(c, { userId: a.userId, level: a.level, regionId: a.regionId, applicationId: a.id })
      await accountService.grantRole(c, a.userId, 'agent')
    }
    await messageService.notify(c, {
      userId: a.userId,
      group: 'system',
      key: e.approved ? 'onboard.agencyApproved' : 'onboard.agencyRejected',
      params: { reason: e.reason || '-' },
      link: e.approved ? '/pages/merchant/join-link' : '/pages/attractInvest/index',
    })
  }
})
