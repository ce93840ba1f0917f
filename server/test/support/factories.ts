import type { TestApp } from '../helpers.js'
import { accountService } from '../../src/modules/account/account.service.js'

let seq = 0
const next = () => ++seq + (process.pid % 1000) * 10_000

/** A test phone number nobody else in this process has (mainland mobile shape). */
export const testPhone = () => `137${String(next()).padStart(8, '0')}`

export interface TestUser {
  id: number
  phone: string
}

/** A user made by the account service (wallet opened by the ledger); no password unless given (hashing is slow). */
export async function makeUser(t: TestApp, o: { phone?: string; tenantId?: number; roles?: string; password?: string | null } = {}): Promise<TestUser> {
  const phone = o.phone ?? testPhone()
  const id = await accountService.createUser(t.ctx({ tenantId: o.tenantId ?? t.tenantId }), {
    phone,
    password: o.password ?? undefined,
    nickname: `user${phone.slice(-4)}`,
    roles: o.roles,
    currencies: ['CNY'],
  })
  return { id, phone }
}

const i18n = (zh: string, en = zh) => JSON.stringify({ zh_CN: zh, zh_TW: zh, en })

/** An open shop (and its merchant unless `ownerId`), in the demo seed's shape. */
export async function makeShop(t: TestApp, o: { tenantId?: number; ownerId?: number; name?: string; kind?: string; status?: string } = {}) {
  const tenantId = o.tenantId ?? t.tenantId
  const ownerId = o.ownerId ?? (await makeUser(t, { tenantId, roles: 'shopper,merchant' })).id
  const n = next()
  const row = await t.db
    .insertInto('shops')
    .values({
      tenant_id: tenantId,
      owner_id: ownerId,
      name: i18n(o.name ?? `店铺${n}`, o.name ?? `Shop ${n}`),
      kind: o.kind ?? 'retail',
      status: o.status ?? 'open',
      intro: i18n('测试店铺', 'test shop'),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, ownerId }
}

/** A product on sale with one SKU (category made when not given); prices in fen. */
export async function makeProduct(
  t: TestApp,
  o: {
    tenantId?: number
    shopId?: number
    categoryId?: number
    title?: string
    price?: number
    originalPrice?: number
    stock?: number
    sales?: number
    status?: string
  } = {},
) {
  const tenantId = o.tenantId ?? t.tenantId
  const shopId = o.shopId ?? (await makeShop(t, { tenantId })).id
  const categoryId =
    o.categoryId ??
    (
      await t.db
        .insertInto('categories')
        .values({ tenant_id: tenantId, parent_id: null, name: i18n('测试分类', 'Test category') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const price = o.price ?? 1000
  const originalPrice = o.originalPrice ?? price
  const n = next()
  const p = await t.db
    .insertInto('products')
    .values({
      tenant_id: tenantId,
      shop_id: shopId,
      category_id: categoryId,
      title: i18n(o.title ?? `商品${n}`, o.title ?? `Product ${n}`),
      subtitle: i18n(''),
      images: JSON.stringify([`/api/files/test/p-${n}.png`]),
      status: o.status ?? 'on',
      sales: o.sales ?? 0,
      tags: JSON.stringify([]),
      min_price: price,
      min_original_price: originalPrice,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db
    .insertInto('product_skus')
    .values({
      tenant_id: tenantId,
      product_id: p.id,
      sku_code: `T-${n}`,
      spec: JSON.stringify({ spec: 'standard' }),
      price,
      original_price: originalPrice,
      stock: o.stock ?? 10,
    })
    .execute()
  return { id: p.id, shopId, categoryId }
}
