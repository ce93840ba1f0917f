import type { ColumnType, Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

// The shop area's tables. They were created by 0030_catalog (shops) and the order migration
// 20261123220000_order_orders (pickup points, delivery rules); the migrations stay where they are. Its own:
// migrations/ (the nearby index and address_i18n).
type I18n = Json<Record<string, string>>
/** a jsonb column with a default */
type JsonD<T> = ColumnType<T, string | T | undefined, string | T>

export interface ShopTables {
  shops: {
    id: Generated<number>
    tenant_id: number
    owner_id: number
    name: I18n
    kind: string
    status: Generated<string>
    logo: string | null
    cover: string | null
    intro: I18n
    phone: string | null
    address: string | null
    region_id: number | null
    lat: number | null
    lng: number | null
    rating: Generated<string>
    hours: string | null
    delivery: Generated<boolean>
    self_pickup: Generated<boolean>
    min_delivery_amount: Generated<number>
    created_at: Timestamp
    banner: string | null
    notice: JsonD<Record<string, string>>
    licence_images: JsonD<string[]>
    photos: JsonD<string[]>
    /** the address by language (`{lang: text}`); null: `address` in every language */
    address_i18n: Json<Record<string, string>> | null
  }
  shop_pickup_points: {
    id: Generated<number>
    tenant_id: number
    shop_id: number
    name: Json<Record<string, string>>
    address: string
    address_i18n: Json<Record<string, string>> | null
    hours: string
    phone: string | null
    lat: number | null
    lng: number | null
    status: Generated<string>
  }
  shop_delivery_rules: { shop_id: number; tenant_id: number; fee: Generated<number>; free_over: number | null; regions: Json<number[]> }
}

declare module '../../db/schema/index.js' {
  interface DB extends ShopTables {}
}
