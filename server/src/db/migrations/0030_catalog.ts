import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shops')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('retail','service','nearby_store','warehouse')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','closed')`),
    )
    .addColumn('logo', 'text')
    .addColumn('cover', 'text')
    .addColumn('intro', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('region_id', 'integer')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('rating', sql`numeric(2,1)`, (c) => c.notNull().defaultTo(5))
    .addColumn('hours', 'text')
    .addColumn('delivery', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('self_pickup', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min_delivery_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('categories')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('parent_id', 'bigint', (c) => c.references('categories.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('on')
        .check(sql`status in ('on','off')`),
    )
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('min_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_original_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('products_list_idx').on('products').columns(['tenant_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('products_sales_idx').on('products').columns(['tenant_id', 'status', 'sales']).execute()

  await db.schema
    .createTable('product_skus')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('sku_code', 'text', (c) => c.notNull())
    .addColumn('spec', 'jsonb', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('original_price', 'integer', (c) => c.notNull().check(sql`original_price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addUniqueConstraint('product_skus_code', ['tenant_id', 'sku_code'])
    .execute()

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.references('shops.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('amount','percent')`))
    .addColumn('threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addCheckConstraint('coupons_claimed_le_total', sql`claimed <= total`)
    .execute()

  await db.schema
    .createTable('user_coupons')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unused')
        .check(sql`status in ('unused','used','expired')`),
    )
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
