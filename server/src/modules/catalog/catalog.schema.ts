import type { ColumnType, Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

type I18n = Json<Record<string, string>>
/** a jsonb column with a default */
type JsonD<T> = ColumnType<T, string | T | undefined, string | T>
/** A spec group (colour, size) and its values; a SKU's `spec` maps group key -> value key. */
export interface SpecGroupRow {
  key: string
  name: Record<string, string>
  values: Array<{ key: string; name: Record<string, string> }>
}

/**
 * Tables of the catalog area (created by 0030_catalog, grown by migrations/). Shops are the shop
 * module's, SKUs the inventory's, coupons the promotion's: their types live there.
 */
export interface CatalogTables {
  /** `shop_id` null: the platform's tree; set: that shop's own categories */
  categories: {
    id: Generated<number>
    tenant_id: number
    parent_id: number | null
    name: I18n
    icon: string | null
    sort: Generated<number>
    shop_id: number | null
  }
  products: {
    id: Generated<number>
    tenant_id: number
    shop_id: number
    category_id: number
    title: I18n
    subtitle: I18n
    images: Json<string[]>
    description: string | null
    status: Generated<string>
    sales: Generated<number>
    tags: Json<string[]>
    min_price: Generated<number>
    min_original_price: Generated<number>
    created_at: Timestamp
    shop_category_id: number | null
    description_i18n: JsonD<Record<string, string>>
    spec_groups: JsonD<SpecGroupRow[]>
    /** kept by a trigger (lower-cased titles + shop and category names), pg_trgm-indexed */
    search_text: Generated<string>
  }
  reviews: {
    id: Generated<number>
    tenant_id: number
    product_id: number
    sku_id: number | null
    user_id: number | null
    nickname: string
    avatar: string | null
    rating: number
    content: Generated<string>
    images: JsonD<string[]>
    reply: string | null
    replied_at: Timestamp | null
    created_at: Timestamp
    /** the order and order line reviewed (null for seeded reviews); one review per line */
    order_id: number | null
    order_item_id: number | null
    shop_id: number | null
    /** the shopper hid their name and picture */
    anonymous: Generated<boolean>
  }
  hot_words: { id: Generated<number>; tenant_id: number; word: I18n; sort: Generated<number> }
}

declare module '../../db/schema/index.js' {
  interface DB extends CatalogTables {}
}
