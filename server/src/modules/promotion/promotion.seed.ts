import { sql } from 'kysely'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { promotionRepo as repo } from './promotion.repository.js'

const i18n = (zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string) => JSON.stringify({ zh_CN, zh_TW, en, ja, ko, fil })
const days = (n: number) => new Date(Date.now() + n * 86_400_000)

/**
 * The coupon centre's demo data (after the catalog's five coupons, order 20, and the demo merchant, 40):
 * per-person limits on the catalog's coupons, percent coupons with a cap, and for the demo shopper some
 * held (a platform and a store one), one used and one expired; the rest wait in the centre.
 */
export const seed: SeedStep = {
  order: 50,
  async run(c) {
    const { db, tenantId } = c
    const shops = await shopService.allShops(c)
    if (shops.length < 3) return
    await db.updateTable('coupons').set({ per_person: 2 }).where('tenant_id', '=', tenantId).where('threshold', '>=', 19900).execute()
    const add = (r: {
      shop: number | null
      title: string
      type: 'amount' | 'percent'
      threshold: number
      discount: number
      maxOff?: number
      total: number
      perPerson: number
      from: number
      to: number
    }) =>
      repo.create(db, {
        tenant_id: tenantId,
        shop_id: r.shop,
        title: r.title,
        type: r.type,
        threshold: r.threshold,
        discount: r.discount,
        max_off: r.maxOff ?? null,
        total: r.total,
        per_person: r.perPerson,
        valid_from: days(r.from),
        valid_to: days(r.to),
      })
    await add({
      shop: null,
      title: i18n(
        '平台95折 最高减20',
        '平台95折 最高減20',
        '5% off everything, up to 20',
        '全品5%オフ(最大20)',
        '전 상품 5% 할인(최대 20)',
        '5% bawas sa lahat, hanggang 20',
      ),
      type: 'percent',
      threshold: 5000,
      discount: 5,
      maxOff: 2000,
      total: 800,
      perPerson: 1,
      from: -1,
      to: 45,
    })
    await add({
      shop: Number(shops[2].id),
      title: i18n(
        '咖啡88折 最高减15',
        '咖啡88折 最高減15',
        '12% off coffee, up to 15',
        'コーヒー12%オフ(最大15)',
        '커피 12% 할인(최대 15)',
        '12% bawas sa kape, hanggang 15',
      ),
      type: 'percent',
      threshold: 3000,
      discount: 12,
      maxOff: 1500,
      total: 150,
      perPerson: 2,
      from: -1,
      to: 20,
    })
    const user = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (!user) return
    const uid = Number(user)
    const claim = async (couponId: number) => (await repo.claim(db, tenantId, couponId, uid)).ok
    // held: the platform's 10 off without minimum and the market's 10 off 99 (from the catalog seed)
    const byTitle = async (en: string) =>
      (
        await db
          .selectFrom('coupons')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where(sql<string>`title->>'en'`, '=', en)
          .executeTakeFirst()
      )?.id
    for (const en of ['10 off, no minimum (new members)', '10 off 99 at FreshWay']) {
      const id = await byTitle(en)
      if (id) await claim(Number(id))
    }
    // used: a store coupon taken off an earlier order
    const used = await add({
      shop: Number(shops[1].id),
      title: i18n('服饰满50减5', '服飾滿50減5', '5 off 50 on apparel', 'アパレル50以上で5オフ', '의류 50 이상 5 할인', '5 bawas sa 50 sa damit'),
      type: 'amount',
      threshold: 5000,
      discount: 500,
      total: 100,
      perPerson: 1,
      from: -10,
      to: 30,
    })
    if (await claim(Number(used.id)))
      await db
        .updateTable('user_coupons')
        .set({ status: 'used', used_at: days(-3) })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', uid)
        .where('coupon_id', '=', used.id)
        .execute()
    // expired: claimed during last month's sale, never used
    const old = await add({
      shop: null,
      title: i18n(
        '上月大促满100减15',
        '上月大促滿100減15',
        "Last month's sale: 15 off 100",
        '先月のセール:100以上で15オフ',
        '지난달 세일: 100 이상 15 할인',
        'Sale noong nakaraang buwan: 15 bawas sa 100',
      ),
      type: 'amount',
      threshold: 10000,
      discount: 1500,
      total: 100,
      perPerson: 1,
      from: -40,
      to: 30,
    })
    if (await claim(Number(old.id)))
      await db
        .updateTable('coupons')
        .set({ valid_to: days(-2) })
        .where('id', '=', old.id)
        .execute()
  },
}
