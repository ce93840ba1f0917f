// Catalogue figures at two sizes, printed (not asserted): the demo catalogue, then the same products copied to
// BENCH_PRODUCTS (default 1,000,000) in one tenant, titles made distinct. At each size, uncached answers of the
// catalogue's reads, one request at a time, p50 and p95 per kind:
//   search   keyword (common, medium, rare, none) x every sort x filters (none, in stock, price range, category), page 1 and 5
//   category a top category (with its sub-categories) and a sub-category, every sort, page 1 and 5
//   shop     a shop's products, every sort, page 1 and 5
//   suggest  typed prefixes of several lengths
// "Uncached": the service functions run inside a transaction, where the catalogue's read cache stands aside
// (catalog.cache.ts), so each answer is the database's; the route and JSON around them are not measured here
// (npm run bench does that). The pool prepares named statements as the server's does (PG_PREPARE=0 turns it off), so
// PostgreSQL's switch to a generic plan after a few runs is measured too. It prints the seconds the copy took and, with
// BENCH_PLANS=1, EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of each kind at the larger size (its text and
// parameters as the repository sent them, captured by the pool's trace). Embedded PostgreSQL on a temporary directory.
// Usage: node scripts/bench-catalog.mjs (BENCH_PRODUCTS=100000 for a quicker try; BENCH_ROUNDS, BENCH_PLANS=1,
// BENCH_SLOW=<ms> lists every variant that took that long, BENCH_KEEP=<dir> below)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { root } from './lib.mjs'

if (!process.env.BENCH_CATALOG_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_CATALOG_TSX: '1' },
  })
  process.exit(r.status ?? 1)
}

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 1_000_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const { sql, CompiledQuery } = await import('kysely')
const { loadConfig } = await import('../server/src/config.ts')
const { connect } = await import('../server/src/db/database.ts')
const { migrateToLatest } = await import('../server/src/db/migrate.ts')
const { seedTenant } = await import('../server/src/seed/index.ts')
const { startEmbedded, ensureDatabase } = await import('../server/src/db/embedded.ts')
const { serviceCtx } = await import('../server/src/core/context.ts')
const catalog = await import('../server/src/modules/catalog/catalog.service.ts')

// BENCH_KEEP=<dir>: the database is kept there after the run and reused by the next (the copy is done once; the
// demo size is measured only when the database is first made): for trying query changes at full size in seconds
const keep = process.env.BENCH_KEEP ? path.resolve(process.env.BENCH_KEEP) : ''
const pgDir = keep || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-pg-'))
const metaFile = path.join(pgDir, 'bench-meta.json')
const reuse = keep && fs.existsSync(metaFile)
if (!reuse) {
  fs.mkdirSync(pgDir, { recursive: true })
  fs.chmodSync(pgDir, 0o777)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-data-'))
const pg = await startEmbedded(pgDir)
// the slowest statement seen since the last reset (text, parameters, ms): the plans' source
const slowest = { ms: -1, sql: '', parameters: [] }
const SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'new']

try {
  await ensureDatabase(pg.adminUrl, 'bench_catalog')
  const url = Object.assign(new URL(pg.adminUrl), { pathname: '/bench_catalog' }).toString()
  const trace = (text, ms, parameters) => {
    // statements of the reads (not the transaction's begin and commit)
    if (ms > slowest.ms && /^\s*select\b/i.test(text)) Object.assign(slowest, { ms, sql: text, parameters })
  }
  const db = connect(url, 4, { prepare: process.env.PG_PREPARE !== '0', trace })
  await migrateToLatest(db)
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    REDIS_URL: '',
    H5_DIR: path.join(dataDir, 'none'),
  })
  const results = []
  let meta
  if (reuse) meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'))
  else {
    const { tenantId } = await seedTenant(db, config, 'default', 'Bench Mall')
    const base = Number((await sql`select count(*)::int as n from products where tenant_id = ${tenantId}`.execute(db)).rows[0].n)
    // what the reads are asked: words from the demo titles (common, medium, rare), categories and shops that hold products
    const words = await pickWords(db, tenantId)
    const cats = (
      await sql`select c.id, c.parent_id from categories c where c.tenant_id = ${tenantId} and c.shop_id is null and exists (select 1 from products p where p.category_id = c.id or p.category_id in (select id from categories s where s.parent_id = c.id)) order by c.id`.execute(
        db,
      )
    ).rows
    const top = cats.find((c) => c.parent_id === null)
    const sub = cats.find((c) => c.parent_id !== null)
    const shop = (await sql`select shop_id from products where tenant_id = ${tenantId} group by shop_id order by count(*) desc limit 1`.execute(db)).rows[0]
      .shop_id
    results.push(['demo', base, await measure(db, tenantId, { words, top, sub, shop })])
    const t0 = Date.now()
    const total = await grow(db, tenantId, TARGET)
    meta = { tenantId, asked: { words, top, sub, shop }, total, copySecs: (Date.now() - t0) / 1000 }
    if (keep) fs.writeFileSync(metaFile, JSON.stringify(meta))
  }
  const { tenantId, asked, total, copySecs } = meta
  console.log(`asked: ${JSON.stringify(asked.words)}`)
  results.push(['copied', total, await measure(db, tenantId, asked)])

  console.log(`\ncatalogue reads, uncached, one at a time (ms; ${ROUNDS} rounds of every variant; embedded PostgreSQL)`)
  console.log(
    `copy to ${total.toLocaleString('en')} products: ${copySecs.toFixed(0)} s (rows, SKUs, search text, indexes, analyze)${reuse ? ', an earlier run' : ''}`,
  )
  const kinds = Object.keys(results[0][2])
  console.log(`${'kind'.padEnd(10)}${results.map(([l, n]) => `${l} (${n.toLocaleString('en')})`.padStart(28)).join('')}`)
  for (const k of kinds)
    console.log(
      `${k.padEnd(10)}${results.map(([, , r]) => `p50 ${r[k].p50.toFixed(1)} p95 ${r[k].p95.toFixed(1)} max ${r[k].max.toFixed(0)}`.padStart(28)).join('')}`,
    )
  const slow = results[results.length - 1][2]
  for (const k of kinds) console.log(`slowest ${k} at ${total.toLocaleString('en')}: ${slow[k].worst} (${slow[k].max.toFixed(0)} ms)`)
  if (process.env.BENCH_PLANS === '1')
    for (const k of kinds) {
      const s = slow[k].statement
      const plan = s
        ? (await db.executeQuery(CompiledQuery.raw(`explain (analyze, buffers) ${s.sql}`, [...s.parameters]))).rows.map((r) => r['QUERY PLAN']).join('\n')
        : '(not captured)'
      console.log(
        `\n--- plan of the slowest ${k} statement (${s ? `${s.ms.toFixed(1)} ms when measured` : ''})\n${s?.sql ?? ''}\n${JSON.stringify(s?.parameters ?? [])}\n${plan}`,
      )
    }
  await db.destroy()
} finally {
  await pg.stop()
  if (!keep) fs.rmSync(pgDir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** Three English words of the demo titles: one in many titles, one in a few, one in one; and one in none. */
async function pickWords(db, tenantId) {
  const rows = (await sql`select lower(title->>'en') as t from products where tenant_id = ${tenantId}`.execute(db)).rows
  const counts = new Map()
  for (const { t } of rows) for (const w of new Set((t ?? '').split(/[^a-z]+/).filter((x) => x.length >= 4))) counts.set(w, (counts.get(w) ?? 0) + 1)
  const byCount = [...counts].sort((a, b) => b[1] - a[1])
  return {
    common: byCount[0][0],
    medium: byCount[Math.floor(byCount.length / 4)][0],
    rare: byCount[byCount.length - 1][0],
    none: 'qzxjvw',
  }
}

/** Copy the tenant's products (with one SKU each) until it holds `target`; titles get a distinct number. */
async function grow(db, tenantId, target) {
  const n0 = Number((await sql`select count(*)::int as n from products where tenant_id = ${tenantId}`.execute(db)).rows[0].n)
  const cols = (
    await sql`select column_name from information_schema.columns where table_name = 'products' and column_name not in ('id', 'title', 'search_text', 'sales', 'created_at') order by ordinal_position`.execute(
      db,
    )
  ).rows.map((r) => r.column_name)
  const list = cols.map((c) => `"${c}"`).join(', ')
  const from = cols.map((c) => `p."${c}"`).join(', ')
  const firstNew = Number((await sql`select coalesce(max(id), 0) + 1 as id from products`.execute(db)).rows[0].id)
  // a bulk load as an operator would run it: the products' secondary indexes and the search-text trigger set aside,
  // the search text written directly (the copy's titles are the original's plus a number), the indexes built again after
  const indexes = (
    await sql`select indexname, indexdef from pg_indexes where tablename in ('products', 'product_skus') and indexname not like '%_pkey' and indexdef not like '%UNIQUE%'`.execute(
      db,
    )
  ).rows
  for (const i of indexes) await sql.raw(`drop index "${i.indexname}"`).execute(db)
  // the catalogue version is raised per written row (catalog.cache.ts): once for the whole load instead, at its end
  for (const t of ['products_search_text', 'products_catalog_version']) await sql.raw(`alter table products disable trigger ${t}`).execute(db)
  await sql`alter table product_skus disable trigger product_skus_catalog_version`.execute(db)
  const perRound = 200_000
  let have = n0
  let round = 0
  while (have < target) {
    const copies = Math.ceil(Math.min(perRound, target - have) / n0)
    const limit = Math.min(perRound, target - have)
    round++
    await sql
      .raw(
        `insert into products (${list}, title, search_text, sales, created_at)
         select ${from},
                (select jsonb_object_agg(e.key, e.value || ' ' || (${round} * 10000 + g)) from jsonb_each_text(p.title) e),
                p.search_text || ' ' || (${round} * 10000 + g),
                (p.sales * 7 + g * 13) % 5000,
                p.created_at - make_interval(days => g % 700)
         from products p cross join generate_series(1, ${copies}) g
         where p.tenant_id = ${tenantId} and p.id < ${firstNew}
         limit ${limit}`,
      )
      .execute(db)
    have = Number((await sql`select count(*)::int as n from products where tenant_id = ${tenantId}`.execute(db)).rows[0].n)
    process.stdout.write(`\rcopied ${have.toLocaleString('en')} products`)
  }
  await sql
    .raw(
      `insert into product_skus (tenant_id, product_id, sku_code, spec, price, original_price, stock)
       select tenant_id, id, 'BENCH-' || id, '{}'::jsonb, min_price, min_original_price, id % 4
       from products where id >= ${firstNew}`,
    )
    .execute(db)
  for (const t of ['products_search_text', 'products_catalog_version']) await sql.raw(`alter table products enable trigger ${t}`).execute(db)
  await sql`alter table product_skus enable trigger product_skus_catalog_version`.execute(db)
  await sql`update products set status = status where id = ${firstNew}`.execute(db)
  await sql`set maintenance_work_mem = '256MB'`.execute(db)
  for (const i of indexes) await sql.raw(i.indexdef).execute(db)
  await sql`vacuum analyze products`.execute(db)
  await sql`vacuum analyze product_skus`.execute(db)
  process.stdout.write('\n')
  return have
}

/** Every read variant ROUNDS times, in a transaction each (no cache); p50/p95/max per kind, the slowest's arguments. */
async function measure(db, tenantId, { words, top, sub, shop }) {
  const variants = { search: [], category: [], shop: [], suggest: [] }
  for (const kw of Object.values(words))
    for (const sort of SORTS)
      for (const filter of [{}, { inStock: true }, { priceMin: 1000, priceMax: 20000 }, { categoryId: top.id }])
        for (const pageNum of [1, 5]) variants.search.push({ keyword: kw, sort, ...filter, pageNum, pageSize: 20 })
  for (const categoryId of [top.id, sub.id])
    for (const sort of SORTS) for (const pageNum of [1, 5]) variants.category.push({ categoryId, sort, pageNum, pageSize: 20 })
  for (const sort of SORTS) for (const pageNum of [1, 5]) variants.shop.push({ shopId: shop, sort, pageNum, pageSize: 20 })
  for (const w of Object.values(words)) for (const len of [2, 3, 5]) variants.suggest.push(w.slice(0, len))

  const out = {}
  for (const [kind, list] of Object.entries(variants)) {
    const times = []
    let worst = { ms: -1, args: null }
    let statement = null
    for (let r = 0; r < ROUNDS; r++)
      for (const args of list) {
        slowest.ms = -1
        const t0 = performance.now()
        await db.transaction().execute(async (tx) => {
          const c = { ...serviceCtx({ db: tx, tenantId }), lang: 'en' }
          if (kind === 'suggest') await catalog.suggest(c, args)
          else await catalog.productSearch(c, args)
        })
        const ms = performance.now() - t0
        times.push(ms)
        if (ms > worst.ms) {
          worst = { ms, args }
          statement = { ...slowest }
        }
      }
    if (process.env.BENCH_SLOW)
      for (let i = 0; i < list.length; i++) {
        const per = times.filter((_, j) => j % list.length === i)
        if (Math.max(...per) >= Number(process.env.BENCH_SLOW))
          console.log(`slow ${kind} ${JSON.stringify(list[i])}: ${per.map((t) => t.toFixed(0)).join(' / ')} ms`)
      }
    times.sort((a, b) => a - b)
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
    out[kind] = { p50: q(0.5), p95: q(0.95), max: times[times.length - 1], worst: JSON.stringify(worst.args), statement }
  }
  return out
}
