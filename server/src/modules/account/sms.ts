import type { RequestCtx } from '../../core/context.js'
import { accountRepo } from './account.repository.js'

/** Sends a text message. Real providers (SMS gateways) implement this; the local one stores it. */
export interface SmsProvider {
  send(c: RequestCtx, p: { phone: string; text: string }): Promise<void>
}

/**
 * Local provider (no SMS gateway configured). Development and test: each message goes to the log
 * (`sms sent: ...`, the code readable there) and to `sms_outbox`, which `GET /api/dev/sms/outbox?phone=`
 * serves. Production (`exposeOutbox` off): the message is neither logged nor kept, only that one was sent
 * to a masked phone; a real gateway must be configured there. Like a gateway it can fail: SMS_FAIL_RATE (0..1).
 */
export const localSms: SmsProvider = {
  async send(c, p) {
    const failRate = Number(process.env.SMS_FAIL_RATE || 0)
    if (failRate > 0 && Math.random() < failRate) throw new Error('sms gateway unavailable')
    const sms = { phone: p.phone.replace(/\d(?=\d{4})/g, '*') }
    if (!c.config.exposeOutbox) return void c.log.info({ sms }, 'sms sent (local provider: text withheld in production)')
    await accountRepo.insertOutbox(c.db, { tenant_id: c.tenantId, phone: p.phone, text: p.text })
    c.log.info({ sms }, `sms sent: ${p.text}`)
  },
}

/** The provider in use (one today; a gateway would be chosen here from the configuration). */
export const smsProvider = (_c: RequestCtx): SmsProvider => localSms
