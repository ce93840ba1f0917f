import type { ColumnType, Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

type I18n = Json<Record<string, string>>
/** a jsonb column with a default */
type JsonD<T> = ColumnType<T, string | T | undefined, string | T>
/** A spec group (colour, size) and its values; a SKU's `spec` maps group key -> value key. */
export interface SpecGroupRow { key: string; name: Record<string, string>; values: Array<{ key: string; name: Record<string, string> }> }

/** Tables of the catalog area (created by 0030_catalog, grown by migrations/). */
export interface CatalogTables {
  shops: {
    id: Generated<number>; tenant_id: number; owner_id: number; name: I18n; kind: string; status: Generated<string>; logo: string | null; cover: string | null
    intro: I18n; phone: string | null; address: string | null; region_id: number | null; lat: number | null; lng: number | null; rating: Generated<string>
    hours: string | null; delivery: Generated<boolean>; self_pickup: Generated<boolean>; min_delivery_amount: Generated<number>; created_at: Timestamp
    banner: string | null; notice: JsonD<Record<string, string>>; licence_images: JsonD<string[]>; photos: JsonD<string[]>
  }
  /** `shop_id` null: the platform's tree; set: that shop's own categories */
  categories: { id: Generated<number>; tenant_id: number; parent_id: number | null; name: I18n; icon: string | null; sort: Generated<number>; shop_id: number | null }
  products: {
    id: Generated<number>; tenant_id: number; shop_id: number; category_id: number; title: I18n; subtitle: I18n; images: Json<string[]>; description: string | null
    status: Generated<string>; sales: Generated<number>; tags: Json<string[]>; min_price: Generated<number>; min_original_price: Generated<number>; created_at: Timestamp
    shop_category_id: number | null; description_i18n: JsonD<Record<string, string>>; spec_groups: JsonD<SpecGroupRow[]>
    /** kept by a trigger (lower-cased titles + shop and category names), pg_trgm-indexed */
    search_text: Generated<string>
  }
  product_skus: { id: Generated<number>; tenant_id: number; product_id: number; sku_code: string; spec: Json<Record<string, string>>; price: number; original_price: number; stock: number; image: Generated<string | null> }
  coupons: {
    id: Generated<number>; tenant_id: number; shop_id: number | null; title: I18n; type: string; threshold: Generated<number>; discount: number; total: number
    claimed: Generated<number>; valid_from: Timestamp; valid_to: Timestamp; status: Generated<string>
  }
  reviews: {
    id: Generated<number>; tenant_id: number; product_id: number; sku_id: number | null; user_id: number | null; nickname: string; avatar: string | null
    rating: number; content: Generated<string>; images: JsonD<string[]>; reply: string | null; replied_at: Timestamp | null; created_at: Timestamp
  }
  hot_words: { id: Generated<number>; tenant_id: number; word: I18n; sort: Generated<number> }
  user_coupons: { id: Generated<number>; tenant_id: number; coupon_id: number; user_id: number; status: Generated<string>; claimed_at: Timestamp; used_at: Timestamp | null }
}

declare module '../../db/schema/index.js' {
  interface DB extends CatalogTables {}
}
