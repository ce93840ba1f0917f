import type { RequestCtx } from '../../core/context.js'
import { accountRepo } from './account.repository.js'

/** Sends a text message. Real providers (SMS gateways) implement this; the local one stores it. */
export interface SmsProvider {
  send(c: RequestCtx, p: { phone: string; text: string }): Promise<void>
}

/**
 * Local provider: writes each message to the log and to `sms_outbox`, which only development and
 * test can read (`GET /api/dev/sms/outbox`). Like a gateway it can fail: SMS_FAIL_RATE (0..1).
 */
export const localSms: SmsProvider = {
  async send(c, p) {
    const failRate = Number(process.env.SMS_FAIL_RATE || 0)
    if (failRate > 0 && Math.random() < failRate) throw new Error('sms gateway unavailable')
    await accountRepo.insertOutbox(c.db, { tenant_id: c.tenantId, phone: p.phone, text: p.text })
    c.log.info({ sms: { phone: p.phone.replace(/\d(?=\d{4})/g, '*') } }, `sms sent: ${p.text}`)
  },
}

/** The provider in use (one today; a gateway would be chosen here from the configuration). */
export const smsProvider = (_c: RequestCtx): SmsProvider => localSms
