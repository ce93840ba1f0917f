import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { accountService } from '../account/index.js'
import { seedNotice } from './message.service.js'

const day = 86_400_000

/**
 * Demo data: notices of every group for the demo shopper, the older ones read, a few unread (the flows the
 * seed ran before wrote their own: the paid withdrawal, refunds). The answered feedback is the system seed's.
 */
export const seed: SeedStep = {
  order: 97,
  async run(c) {
    const userId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (!userId) return
    const now = Date.now()
    const notices = [
      { group: 'system', key: 'message.welcome', at: 9, read: true },
      { group: 'system', key: 'message.realNameApproved', at: 8, read: true, link: '/pages/public/realName/index' },
      { group: 'order', key: 'message.orderAutoReceived', params: { orderNo: 'D202611010001' }, at: 6, read: true, link: '/pages/order/index?tab=evaluate' },
      {
        group: 'order',
        key: 'message.orderShipped',
        params: { orderNo: 'D202611200002', carrier: 'SF', trackingNo: 'SF1234567890' },
        at: 0.2,
        read: false,
        link: '/pages/order/index?tab=receiving',
      },
      {
        group: 'refund',
        key: 'message.refundPaid',
        params: { refundNo: 'R202611150001', amount: 1990, currency: 'CNY' },
        at: 4,
        read: true,
        link: '/pages/order/refund/index',
      },
      { group: 'refund', key: 'message.refundAgreed', params: { refundNo: 'R202611250002' }, at: 0.5, read: false, link: '/pages/order/refund/index' },
      {
        group: 'wallet',
        key: 'message.rechargeCredited',
        params: { rechargeNo: 'R202611100001', amount: 10_000, currency: 'CNY' },
        at: 7,
        read: true,
        link: '/pages/user/wallet/history?currency=CNY',
      },
      {
        group: 'wallet',
        key: 'message.proofRejected',
        params: { payNo: 'P202611260001', reason: 'the amount on the slip differs' },
        at: 0.1,
        read: false,
        link: '/pages/order/index',
      },
    ] as const
    for (const n of notices)
      await seedNotice(c, {
        userId,
        group: n.group,
        key: n.key,
        params: 'params' in n ? { ...n.params } : {},
        link: 'link' in n ? n.link : '',
        at: new Date(now - n.at * day),
        read: n.read,
      })
  },
}
