import { registerJob } from '../../core/jobs.js'
import { registerPayTarget } from '../payment/index.js'
import { cancelMain, loadTarget, markAwaiting, markPaid, markRejected, receive } from './order.service.js'

/** The pay target 'order' (a main order, by pay number) for the payment module. */
registerPayTarget('order', {
  load: (c, id, opts) => loadTarget(c, id, opts),
  paid: (c, id, p) => markPaid(c, id, p),
  awaiting: (c, id, kind) => markAwaiting(c, id, kind),
  rejected: (c, id) => markRejected(c, id),
})

/** An unpaid checkout is cancelled when its time is up (stock and coupons come back). */
registerJob('order:autoCancel', async (c, p: { payNo: string }) => {
  const m = await c.db.selectFrom('main_orders').select(['id', 'state']).where('tenant_id', '=', c.tenantId).where('pay_no', '=', p.payNo).executeTakeFirst()
  if (m?.state === 'unpaid') await cancelMain(c, m.id, { actor: 'system' }, 'timeout')
})

/** Receipt is confirmed automatically some days after shipping (setting order.autoReceiveDays). */
registerJob('order:autoReceive', async (c, p: { orderId: number }) => {
  const o = await c.db.selectFrom('orders').select(['id', 'state']).where('tenant_id', '=', c.tenantId).where('id', '=', p.orderId).executeTakeFirst()
  if (o?.state === 'to_receive') await receive(c, o, { actor: 'system' })
})
