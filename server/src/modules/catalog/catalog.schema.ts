import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

type I18n = Json<Record<string, string>>

/** Tables of the catalog area (created by 0030_catalog). */
export interface CatalogTables {
  shops: {
    id: Generated<number>; tenant_id: number; owner_id: number; name: I18n; kind: string; status: Generated<string>; logo: string | null; cover: string | null
    intro: I18n; phone: string | null; address: string | null; region_id: number | null; lat: number | null; lng: number | null; rating: Generated<string>
    hours: string | null; delivery: Generated<boolean>; self_pickup: Generated<boolean>; min_delivery_amount: Generated<number>; created_at: Timestamp
  }
  categories: { id: Generated<number>; tenant_id: number; parent_id: number | null; name: I18n; icon: string | null; sort: Generated<number> }
  products: {
    id: Generated<number>; tenant_id: number; shop_id: number; category_id: number; title: I18n; subtitle: I18n; images: Json<string[]>; description: string | null
    status: Generated<string>; sales: Generated<number>; tags: Json<string[]>; min_price: Generated<number>; min_original_price: Generated<number>; created_at: Timestamp
  }
  product_skus: { id: Generated<number>; tenant_id: number; product_id: number; sku_code: string; spec: Json<Record<string, string>>; price: number; original_price: number; stock: number }
  coupons: {
    id: Generated<number>; tenant_id: number; shop_id: number | null; title: I18n; type: string; threshold: Generated<number>; discount: number; total: number
    claimed: Generated<number>; valid_from: Timestamp; valid_to: Timestamp; status: Generated<string>
  }
  user_coupons: { id: Generated<number>; tenant_id: number; coupon_id: number; user_id: number; status: Generated<string>; claimed_at: Timestamp; used_at: Timestamp | null }
}

declare module '../../db/schema/index.js' {
  interface DB extends CatalogTables {}
}
