import { hashPassword } from '../../core/password.js'
import { addressTexts, hasAddressTexts } from '../../seed/content-i18n.js'
import { demoImage } from '../../seed/images.js'
import type { SeedCtx, SeedStep } from '../../seed/index.js'
import { NEARBY_DEMO, STREET_REGIONS, STREETS } from '../../seed/nearby-data.js'
import { accountService } from '../account/index.js'
import { shopRepo as repo } from './shop.repository.js'

const CENTRE = { lat: 39.9096, lng: 116.3972 }

/** The point `km` from the centre towards `bearing` (degrees from north), to 6 decimals. */
export function offset(km: number, bearing: number) {
  const b = (bearing * Math.PI) / 180
  const dLat = (km * Math.cos(b)) / 111.32
  const dLng = (km * Math.sin(b)) / (111.32 * Math.cos((CENTRE.lat * Math.PI) / 180))
  return { lat: Number((CENTRE.lat + dLat).toFixed(6)), lng: Number((CENTRE.lng + dLng).toFixed(6)) }
}

/**
 * The nearby tab's demo (issue 26), after the order seed (its pickup points and delivery rules take the catalog's
 * shops only): 24 small stores around the default centre, each with a merchant of its own, photos, hours, a rating,
 * some closed; and every shop's address in six languages where the demo data has them.
 */
export const seed: SeedStep = {
  order: 45,
  run: async (c: SeedCtx) => {
    const { db, tenantId, tenantCode, config } = c
    for (const s of await repo.all(db, tenantId))
      if (s.address && hasAddressTexts(s.address))
        await db
          .updateTable('shops')
          .set({ address_i18n: JSON.stringify(addressTexts(s.address)) })
          .where('id', '=', s.id)
          .execute()
    const passwordHash = await hashPassword(`merchant${Math.random().toString(36).slice(2, 10)}`)
    for (const [i, d] of NEARBY_DEMO.entries()) {
      const owner = await accountService.createUser(c, {
        phone: `139000002${String(i).padStart(2, '0')}`,
        passwordHash,
        nickname: `store${i + 1}`,
        roles: 'shopper,merchant',
      })
      const [zh, en, ja, ko, fil] = d.name
      const name = { zh_CN: zh, zh_TW: addressTexts(zh).zh_TW, en, ja, ko, fil }
      const st = STREETS[d.street]
      const zhAddress = `北京市${st[0]} ${d.no} 号`
      const address = {
        zh_CN: zhAddress,
        zh_TW: addressTexts(zhAddress).zh_TW,
        en: `${d.no} ${st[1]}, Beijing`,
        ja: `北京市${st[2]}${d.no}号`,
        ko: `베이징시 ${st[3]} ${d.no}호`,
        fil: `${d.no} ${st[4]}, Beijing`,
      }
      const at = offset(d.km, d.bearing)
      const logo = demoImage(config, tenantCode, `nearby-${i}-logo`, d.motif, 300 + i, 160)
      const cover = demoImage(config, tenantCode, `nearby-${i}-cover`, d.motif, 340 + i, 480)
      await repo.insertShop(db, {
        tenant_id: tenantId,
        owner_id: owner,
        name: JSON.stringify(name),
        kind: d.kind,
        status: d.closed ? 'closed' : 'open',
        logo,
        cover,
        banner: cover,
        intro: JSON.stringify({}),
        phone: `010-6555-${String(1000 + i * 7)}`,
        address: zhAddress,
        address_i18n: JSON.stringify(address),
        region_id: STREET_REGIONS[d.street],
        lat: at.lat,
        lng: at.lng,
        hours: d.hours,
        rating: d.rating.toFixed(1),
        delivery: false,
        self_pickup: false,
        photos: JSON.stringify([cover, demoImage(config, tenantCode, `nearby-${i}-inside`, d.motif, 380 + i, 480), logo]),
        created_at: new Date(),
      })
    }
  },
}
