import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'

/** Sends a text message. Real providers (SMS gateways) implement this; the local one stores it. */
export interface SmsProvider {
  send(p: { tenantId: number; phone: string; text: string }): Promise<void>
}

/**
 * Local provider: writes each message to the log and to `sms_outbox`, which only development and
 * test can read (`GET /api/dev/sms/outbox`). Like a gateway it can fail: SMS_FAIL_RATE (0..1).
 */
export class LocalSmsProvider implements SmsProvider {
  constructor(private db: Db, private log: FastifyBaseLogger, private failRate = Number(process.env.SMS_FAIL_RATE || 0)) {}
  async send(p: { tenantId: number; phone: string; text: string }) {
    if (this.failRate > 0 && Math.random() < this.failRate) throw new Error('sms gateway unavailable')
    await this.db.insertInto('sms_outbox').values({ tenant_id: p.tenantId, phone: p.phone, text: p.text }).execute()
    this.log.info({ sms: { phone: p.phone.replace(/\d(?=\d{4})/g, '*') } }, `sms sent: ${p.text}`)
  }
}
