import { sql, type Kysely } from 'kysely'

/**
 * Browsing: per-shop categories, translated descriptions, spec groups, an image per SKU, the shop's
 * banner/notice/licence/photos, reviews, hot search words, and a search text per product (titles in
 * every locale + shop and category names, lower-cased) kept by triggers and indexed by pg_trgm.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)

  await db.schema
    .alterTable('categories')
    .addColumn('shop_id', 'bigint', (c) => c.references('shops.id'))
    .execute()
  await db.schema.createIndex('categories_tree_idx').on('categories').columns(['tenant_id', 'shop_id', 'parent_id', 'sort']).execute()

  await db.schema
    .alterTable('shops')
    .addColumn('banner', 'text')
    .addColumn('notice', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('licence_images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()

  await db.schema
    .alterTable('products')
    .addColumn('shop_category_id', 'bigint', (c) => c.references('categories.id'))
    .addColumn('description_i18n', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('spec_groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('product_skus').addColumn('image', 'text').execute()
  await db.schema.createIndex('product_skus_product_idx').on('product_skus').column('product_id').execute()
  await db.schema.createIndex('products_shop_idx').on('products').columns(['tenant_id', 'shop_id']).execute()
  await db.schema.createIndex('products_category_idx').on('products').columns(['tenant_id', 'category_id']).execute()
  await sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(db)

  // the search text: every value of the product's title, its shop's and its category's names
  await sql`
    create function catalog_product_search_text(p_title jsonb, p_shop bigint, p_category bigint) returns text language sql stable as $$
      select lower(concat_ws(' ',
        (select string_agg(value, ' ') from jsonb_each_text(p_title)),
        (select string_agg(value, ' ') from shops s, jsonb_each_text(s.name) where s.id = p_shop),
        (select string_agg(value, ' ') from categories c, jsonb_each_text(c.name) where c.id = p_category)))
    $$`.execute(db)
  await sql`
    create function catalog_products_search_trg() returns trigger language plpgsql as $$
    begin
      new.search_text := catalog_product_search_text(new.title, new.shop_id, new.category_id);
      return new;
    end $$`.execute(db)
  await sql`create trigger products_search_text before insert or update of title, shop_id, category_id on products for each row execute function catalog_products_search_trg()`.execute(
    db,
  )
  // a renamed shop or category re-computes its products' search text
  await sql`
    create function catalog_names_trg() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'shops' then
        update products set search_text = catalog_product_search_text(title, shop_id, category_id) where shop_id = new.id;
      else
        update products set search_text = catalog_product_search_text(title, shop_id, category_id) where category_id = new.id;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger shops_name_search after update of name on shops for each row when (old.name is distinct from new.name) execute function catalog_names_trg()`.execute(
    db,
  )
  await sql`create trigger categories_name_search after update of name on categories for each row when (old.name is distinct from new.name) execute function catalog_names_trg()`.execute(
    db,
  )
  await sql`update products set search_text = catalog_product_search_text(title, shop_id, category_id)`.execute(db)

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'bigint', (c) => c.references('product_skus.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['tenant_id', 'product_id', 'created_at']).execute()

  await db.schema
    .createTable('hot_words')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('word', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('hot_words_tenant_idx').on('hot_words').columns(['tenant_id', 'sort']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
