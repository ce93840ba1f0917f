import { hashPassword } from '../../core/password.js'
import { CATEGORIES, SHOPS } from '../../seed/catalog-data.js'
import { demoImage } from '../../seed/images.js'
import type { SeedCtx, SeedStep } from '../../seed/index.js'
import { accountService } from '../account/account.service.js'

const i18n = (zh: string, en: string) => JSON.stringify({ zh_CN: zh, zh_TW: zh, en })
const SPECS: Array<Array<Record<string, string>>> = [
  [{ spec: 'standard' }],
  [{ size: 'M' }, { size: 'L' }, { size: 'XL' }],
  [{ option: 'regular' }, { option: 'gift box' }],
  [{ colour: 'white' }, { colour: 'black' }, { colour: 'grey' }, { colour: 'blue' }],
]

/** Demo data of the catalog, after the account step (the demo shopper has the first user id). */
export const seed: SeedStep = { order: 20, run: (c) => seedCatalog(c) }

/** One merchant per demo shop, made by the account module (they share one random password). */
async function seedMerchants(c: SeedCtx, count: number) {
  const passwordHash = await hashPassword(`merchant${Math.random().toString(36).slice(2, 10)}`)
  const owners: number[] = []
  for (let i = 0; i < count; i++) owners.push(await accountService.createUser(c, { phone: `1390000000${i + 1}`, passwordHash, nickname: `merchant${i + 1}`, roles: 'shopper,merchant' }))
  return owners
}

/** Shops of five kinds (each with its merchant), a two-level category tree, 88 products with SKUs and images, coupons. */
export async function seedCatalog(c: SeedCtx) {
  const { db, tenantId, tenantCode, config } = c
  const owners = await seedMerchants(c, SHOPS.length)
  const shopIds: number[] = []
  for (const [i, s] of SHOPS.entries()) {
    const row = await db
      .insertInto('shops')
      .values({
        tenant_id: tenantId,
        owner_id: owners[i],
        name: i18n(s.zh, s.en),
        kind: s.kind,
        logo: demoImage(config, tenantCode, `shop-${s.key}-logo`, s.motif, i + 40, 160),
        cover: demoImage(config, tenantCode, `shop-${s.key}-cover`, s.motif, i + 50, 480),
        intro: i18n(`${s.zh}，品质好物，放心购买。`, `${s.en}: good things, bought with confidence.`),
        phone: s.phone,
        address: s.address,
        region_id: s.region,
        lat: s.lat,
        lng: s.lng,
        hours: s.kind === 'nearby_store' ? '08:00-22:00' : '00:00-24:00',
        delivery: s.kind !== 'service',
        self_pickup: s.kind === 'nearby_store' || s.kind === 'warehouse',
        min_delivery_amount: s.kind === 'nearby_store' ? 2000 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    shopIds.push(row.id)
  }

  let seq = 0
  for (const [ci, cat] of CATEGORIES.entries()) {
    const top = await db
      .insertInto('categories')
      .values({ tenant_id: tenantId, parent_id: null, name: i18n(cat.zh, cat.en), icon: demoImage(config, tenantCode, `cat-${ci}`, cat.motif, ci + 60, 120), sort: ci })
      .returning('id')
      .executeTakeFirstOrThrow()
    const subIds: number[] = []
    for (const [si, [zh, en]] of cat.subs.entries()) {
      const sub = await db.insertInto('categories').values({ tenant_id: tenantId, parent_id: top.id, name: i18n(zh, en), icon: null, sort: si }).returning('id').executeTakeFirstOrThrow()
      subIds.push(sub.id)
    }
    for (const [pi, [zh, en, yuan]] of cat.products.entries()) {
      seq++
      const base = Math.round(yuan * 100)
      // every third product is on sale (price below its original price); the rest sell at list price
      const discounted = pi % 3 === 0
      const specs = SPECS[(seq + ci) % SPECS.length]
      const images = [demoImage(config, tenantCode, `p-${seq}`, cat.motif, seq), demoImage(config, tenantCode, `p-${seq}-b`, cat.motif, seq + 7)]
      const skus = specs.map((spec, k) => {
        const price = Math.round(base * (1 + k * 0.08) * (discounted ? 0.85 : 1))
        return { spec, price, original_price: Math.round(base * (1 + k * 0.08)), stock: ((seq * 37 + k * 11) % 180) + (seq % 9 === 0 ? 0 : 20) }
      })
      const product = await db
        .insertInto('products')
        .values({
          tenant_id: tenantId,
          shop_id: shopIds[cat.shop],
          category_id: subIds[pi % subIds.length],
          title: i18n(zh, en),
          subtitle: i18n(cat.zh, cat.en),
          images: JSON.stringify(images),
          description: `${zh}\n${en}`,
          sales: (seq * 73) % 2400,
          tags: JSON.stringify(discounted ? ['sale'] : []),
          min_price: Math.min(...skus.map((s) => s.price)),
          min_original_price: Math.min(...skus.map((s) => s.original_price)),
          // spread creation times so "new" ordering is meaningful
          created_at: new Date(Date.now() - seq * 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('product_skus')
        .values(skus.map((s, k) => ({ tenant_id: tenantId, product_id: product.id, sku_code: `SKU-${seq}-${k + 1}`, spec: JSON.stringify(s.spec), price: s.price, original_price: s.original_price, stock: s.stock })))
        .execute()
    }
  }

  const now = Date.now()
  const days = (n: number) => new Date(now + n * 86_400_000)
  await db
    .insertInto('coupons')
    .values([
      { tenant_id: tenantId, shop_id: null, title: i18n('平台满199减30', '30 off 199 (platform)'), type: 'amount', threshold: 19900, discount: 3000, total: 1000, valid_from: days(-1), valid_to: days(30) },
      { tenant_id: tenantId, shop_id: null, title: i18n('新人无门槛10元', '10 off, no minimum (new members)'), type: 'amount', threshold: 0, discount: 1000, total: 500, valid_from: days(-1), valid_to: days(60) },
      { tenant_id: tenantId, shop_id: shopIds[0], title: i18n('超市满99减10', '10 off 99 at FreshWay'), type: 'amount', threshold: 9900, discount: 1000, total: 300, valid_from: days(-1), valid_to: days(14) },
      { tenant_id: tenantId, shop_id: shopIds[1], title: i18n('服饰9折券', '10% off apparel'), type: 'percent', threshold: 10000, discount: 10, total: 200, valid_from: days(-1), valid_to: days(21) },
      { tenant_id: tenantId, shop_id: shopIds[2], title: i18n('咖啡满50减8', '8 off 50 at Moments Café'), type: 'amount', threshold: 5000, discount: 800, total: 100, valid_from: days(-1), valid_to: days(7) },
    ])
    .execute()
  return { shopIds, products: seq }
}
