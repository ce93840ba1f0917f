import { Canvas, sd, type Rgb } from '../../core/png.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { uploadService } from '../upload/index.js'
import { accountRepo } from './account.repository.js'
import { accountService } from './account.service.js'

/** A drawing of an ID card (the demo's ID pictures): a coloured card, a photo box on the left, lines of text on the right. */
function idCardPng(bg: Rgb): Buffer {
  const c = new Canvas(320, 200)
  c.gradient(bg, [Math.min(bg[0] + 40, 255), Math.min(bg[1] + 40, 255), Math.min(bg[2] + 40, 255)])
  c.fill(sd.rect(20, 30, 100, 150, 6), [bg[0] * 0.6, bg[1] * 0.6, bg[2] * 0.6])
  for (const y of [40, 70, 100, 130]) c.fill(sd.rect(130, y, 290, y + 10, 4), [250, 250, 250], 0.8)
  return c.encode()
}

/** The demo shopper's approved real name (the demo bank card is bound to it): a made-up name and a checksum-valid made-up ID number. */
export const DEMO_REAL_NAME = { realName: '王小明', idNumber: '110101199003071233' }

/** The demo shopper (printed by the start command), with CNY and USD wallets opened by the ledger, and an approved real name. */
export const seed: SeedStep = {
  order: 10,
  async run(c) {
    const userId = await accountService.createUser(c, {
      phone: DEMO_LOGIN.phone,
      password: DEMO_LOGIN.password,
      nickname: 'Demo Shopper',
      roles: 'shopper',
      level: 2,
      currencies: ['CNY', 'USD'],
    })
    // the ID pictures are the shopper's private files, as an upload would have made them
    const front = await uploadService.saveFile(c, userId, 'private', idCardPng([120, 160, 210]), 'id-front.png')
    const back = await uploadService.saveFile(c, userId, 'private', idCardPng([200, 170, 120]), 'id-back.png')
    await accountRepo.insertAuthen(c.db, {
      tenant_id: c.tenantId,
      user_id: userId,
      real_name: DEMO_REAL_NAME.realName,
      id_number: DEMO_REAL_NAME.idNumber,
      front_image: front,
      back_image: back,
      status: 'approved',
      reviewed_at: new Date(),
    })
  },
}
