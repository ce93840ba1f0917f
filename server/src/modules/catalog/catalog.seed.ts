import { hashPassword } from '../../core/password.js'
import { CATEGORIES, HOT_WORDS, REVIEW_TEXTS, SHOPS, type CatDef } from '../../seed/catalog-data.js'
import { DESCRIPTION, HOT, MULTI_PACK, six, toTW, TWO_PACK, type Six } from '../../seed/catalog-i18n.js'
import { demoImage, pictureFor, SKU_COLOURS } from '../../seed/images.js'
import type { SeedCtx, SeedStep } from '../../seed/index.js'
import { accountService } from '../account/index.js'

const i18n = (zh: string, en: string) => JSON.stringify(six(zh, en))
type Lang = keyof Six
const LANGS: Lang[] = ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil']
/** Six locales of a multi-pack's name: the single item's name with the locale's "2-pack" / "multi-packs". */
function names(zh: string, en: string): Six {
  const pack = /, 2-pack$/.exec(en) ? TWO_PACK : /: multi-packs$/.exec(en) ? MULTI_PACK : / 2-packs$/.exec(en) ? TWO_PACK : null
  if (!pack) return six(zh, en)
  const base = six(zh.replace(/ ?两件装$|·整箱优选$/, ''), en.replace(/, 2-pack$|: multi-packs$| 2-packs$/, ''))
  const t = (l: 'zh_CN' | 'en' | 'ja' | 'ko' | 'fil') => pack[l](base[l])
  return { zh_CN: zh, zh_TW: toTW(zh), en, ja: t('ja'), ko: t('ko'), fil: t('fil') }
}
const describe = (title: Six, cat: Six) =>
  JSON.stringify(
    Object.fromEntries(LANGS.map((l) => [l, (l === 'zh_TW' ? toTW(DESCRIPTION.zh_CN) : DESCRIPTION[l]).replace('{t}', title[l]).replace('{c}', cat[l])])),
  )
/** A shop's intro and notice in six locales. */
const shopTexts = (n: Six) => ({
  intro: JSON.stringify({
    zh_CN: `${n.zh_CN}，品质好物，放心购买。`,
    zh_TW: toTW(`${n.zh_CN}，品质好物，放心购买。`),
    en: `${n.en}: good things, bought with confidence.`,
    ja: `${n.ja}：品質の良い品を安心してお買い求めください。`,
    ko: `${n.ko}: 좋은 품질, 안심하고 구매하세요.`,
    fil: `${n.fil}: de-kalidad na paninda, bumili nang panatag.`,
  }),
  notice: JSON.stringify({
    zh_CN: `欢迎光临${n.zh_CN}，新品每周上架。`,
    zh_TW: toTW(`欢迎光临${n.zh_CN}，新品每周上架。`),
    en: `Welcome to ${n.en}: new arrivals every week.`,
    ja: `${n.ja}へようこそ。毎週新商品が入荷します。`,
    ko: `${n.ko}에 오신 것을 환영합니다. 매주 신상품이 입고됩니다.`,
    fil: `Maligayang pagdating sa ${n.fil}: may bagong paninda linggo-linggo.`,
  }),
})
/** Reviewers by the language they write in: one product's reviews are all in one language. */
const NICKS = { zh: ['小王', '阿杰', '美美', '橙子', '老张', '豆豆', '小林', '晴天'], en: ['Lily', 'Tom', 'Ken', 'Mia', 'Yuki', 'Leo', 'Anna', 'Sam'] }
const REPLY = { zh: '感谢您的反馈，我们会继续改进。', en: 'Thank you for your feedback; we will keep improving.' }
type Spec = Record<string, string>
const one = (key: string, values: string[]): Spec[] => values.map((v) => ({ [key]: v }))
const COLOURS = ['white', 'black', 'grey', 'blue']
/** Categories whose products are eaten or drunk (a multi-pack category reads as the one it packs). */
const FOOD = new Set(['Fresh produce', 'Pantry & snacks', 'Drinks', 'Café & desserts'])
/**
 * The options a product is sold in, fitting what it is: clothes in sizes (and colours), shoes in shoe
 * sizes, food in packs or flavours (coffee hot or iced), gadgets and textiles in colours, services by time
 * slot, gifts in a gift box; anything else one standard SKU.
 */
function specsFor(cat: CatDef, en: string, seq: number): Spec[] {
  const base = cat.twoPackOf ?? cat
  const name = en.replace(/, 2-pack$/, '')
  if (/shoes|sneakers|boots/i.test(name)) return one('size', ['38', '39', '40', '41', '42', '43'])
  if (/t-shirt|hoodie|jeans|jacket|shirt|cardigan|trousers|dress/i.test(name))
    return seq % 2 === 0 ? ['white', 'black'].flatMap((colour) => ['M', 'L', 'XL'].map((size) => ({ colour, size }))) : one('size', ['S', 'M', 'L', 'XL'])
  if (FOOD.has(base.en) || /tea, \d|matcha powder/i.test(name)) {
    if (/americano|latte|macchiato|pour-over/i.test(name)) return one('temperature', ['hot', 'iced'])
    if (/chips|jerky|seaweed|nuts|crackers|crisps/i.test(name)) return one('flavour', ['original', 'spicy', 'sea salt'])
    return seq % 2 === 0 ? one('pack', ['one', 'two']) : one('spec', ['standard'])
  }
  if (base.en === 'Home services') return one('slot', ['weekday', 'weekend'])
  if (/knee/i.test(name)) return one('size', ['M', 'L', 'XL'])
  if (
    /scarf|tote|earbuds|power bank|smart band|phone mount|yoga mat|jump rope|water bottle|mug|towels|notebook|toothbrush|desk fan|hair dryer|blanket/i.test(
      name,
    )
  )
    return one('colour', COLOURS)
  return seq % 2 === 0 ? one('option', ['regular', 'gift box']) : one('spec', ['standard'])
}

/** Translated names of the spec groups and values the demo uses (six locales where given, zh_CN fallback). */
const T = (zh_CN: string, en: string, ja = en, ko = en, fil = en) => ({ zh_CN, zh_TW: toTW(zh_CN), en, ja, ko, fil })
const SPEC_NAMES: Record<string, { name: Record<string, string>; values: Record<string, Record<string, string>> }> = {
  spec: { name: T('规格', 'Spec', '仕様', '규격', 'Uri'), values: { standard: T('标准', 'Standard', '標準', '표준', 'Karaniwan') } },
  size: {
    name: T('尺码', 'Size', 'サイズ', '사이즈', 'Sukat'),
    values: Object.fromEntries(['S', 'M', 'L', 'XL', '38', '39', '40', '41', '42', '43'].map((v) => [v, T(v, v)])),
  },
  pack: {
    name: T('份量', 'Pack', '数量', '수량', 'Dami'),
    values: { one: T('单份装', '1 pack', '1パック', '1팩', '1 pakete'), two: T('两份装', '2 packs', '2パック', '2팩', '2 pakete') },
  },
  flavour: {
    name: T('口味', 'Flavour', '味', '맛', 'Lasa'),
    values: {
      original: T('原味', 'Original', 'プレーン', '오리지널', 'Orihinal'),
      spicy: T('香辣', 'Spicy', 'スパイシー', '매운맛', 'Maanghang'),
      'sea salt': T('海盐', 'Sea salt', '海塩', '바다소금', 'Asin-dagat'),
    },
  },
  temperature: {
    name: T('温度', 'Temperature', '温度', '온도', 'Temperatura'),
    values: { hot: T('热', 'Hot', 'ホット', '핫', 'Mainit'), iced: T('冰', 'Iced', 'アイス', '아이스', 'Malamig') },
  },
  slot: {
    name: T('时段', 'Time', '時間帯', '시간대', 'Oras'),
    values: { weekday: T('工作日', 'Weekday', '平日', '평일', 'Karaniwang araw'), weekend: T('周末', 'Weekend', '週末', '주말', 'Katapusan ng linggo') },
  },
  option: {
    name: T('款式', 'Option', 'タイプ', '옵션', 'Opsiyon'),
    values: {
      regular: T('常规装', 'Regular', '通常', '일반', 'Karaniwang balot'),
      'gift box': T('礼盒装', 'Gift box', 'ギフト箱', '선물 상자', 'Kahong pangregalo'),
    },
  },
  colour: {
    name: T('颜色', 'Colour', '色', '색상', 'Kulay'),
    values: {
      white: T('白色', 'White', '白', '흰색', 'Puti'),
      black: T('黑色', 'Black', '黒', '검정', 'Itim'),
      grey: T('灰色', 'Grey', 'グレー', '회색', 'Abo'),
      blue: T('蓝色', 'Blue', '青', '파랑', 'Asul'),
    },
  },
}
const specGroupsOf = (specs: Array<Record<string, string>>) =>
  Object.keys(specs[0]).map((key) => ({
    key,
    name: SPEC_NAMES[key].name,
    values: [...new Set(specs.map((s) => s[key]))].map((v) => ({ key: v, name: SPEC_NAMES[key].values[v] })),
  }))

/** Deterministic pseudo-random numbers (mulberry32): the same demo data on every first start. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
  return ((r ^ (r >>> 14)) >>> 0) / 4294967296
}

/** Demo data of the catalog, after the account step (the demo shopper has the first user id). */
export const seed: SeedStep = { order: 20, run: (c) => seedCatalog(c) }

/** One merchant per demo shop, made by the account module (they share one random password). */
async function seedMerchants(c: SeedCtx, count: number) {
  const passwordHash = await hashPassword(`merchant${Math.random().toString(36).slice(2, 10)}`)
  const owners: number[] = []
  for (let i = 0; i < count; i++)
    owners.push(await accountService.createUser(c, { phone: `1390000000${i + 1}`, passwordHash, nickname: `merchant${i + 1}`, roles: 'shopper,merchant' }))
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
        intro: shopTexts(six(s.zh, s.en)).intro,
        phone: s.phone,
        address: s.address,
        region_id: s.region,
        lat: s.lat,
        lng: s.lng,
        hours: s.kind === 'nearby_store' ? '08:00-22:00' : '00:00-24:00',
        delivery: s.kind !== 'service',
        self_pickup: s.kind === 'nearby_store' || s.kind === 'warehouse',
        min_delivery_amount: s.kind === 'nearby_store' ? 2000 : 0,
        status: 'closed' in s && s.closed ? 'closed' : 'open',
        rating: (4 + ((i * 3) % 10) / 10).toFixed(1),
        banner: demoImage(config, tenantCode, `shop-${s.key}-cover`, s.motif, i + 50, 480),
        notice: shopTexts(six(s.zh, s.en)).notice,
        licence_images: JSON.stringify([demoImage(config, tenantCode, 'licence', 'book', 70, 240)]),
        photos: JSON.stringify([
          demoImage(config, tenantCode, `shop-${s.key}-cover`, s.motif, i + 50, 480),
          demoImage(config, tenantCode, `shop-${s.key}-logo`, s.motif, i + 40, 160),
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    shopIds.push(row.id)
  }

  // each shop's own categories: one per platform category it sells in
  const shopCats = new Map<string, number>()
  for (const [ci, cat] of CATEGORIES.entries()) {
    if (shopCats.has(`${cat.shop}:${cat.zh}`)) continue
    const r = await db
      .insertInto('categories')
      .values({ tenant_id: tenantId, shop_id: shopIds[cat.shop], parent_id: null, name: JSON.stringify(names(cat.zh, cat.en)), icon: null, sort: ci })
      .returning('id')
      .executeTakeFirstOrThrow()
    shopCats.set(`${cat.shop}:${cat.zh}`, r.id)
  }
  const rnd = random(20261201)
  const reviews: Array<{
    tenant_id: number
    product_id: number
    shop_id: number
    sku_id: number
    nickname: string
    avatar: string | null
    rating: number
    content: string
    images: string
    reply: string | null
    created_at: Date
  }> = []
  let seq = 0
  for (const [ci, cat] of CATEGORIES.entries()) {
    const catNames = names(cat.zh, cat.en)
    const top = await db
      .insertInto('categories')
      .values({
        tenant_id: tenantId,
        parent_id: null,
        name: JSON.stringify(catNames),
        icon: cat.twoPackOf ? null : demoImage(config, tenantCode, `cat-${ci}`, cat.motif, ci + 60, 120),
        sort: ci,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const subIds: number[] = []
    for (const [si, [zh, en]] of cat.subs.entries()) {
      const sub = await db
        .insertInto('categories')
        .values({
          tenant_id: tenantId,
          parent_id: top.id,
          name: JSON.stringify(names(zh, en)),
          icon: cat.twoPackOf
            ? null
            : demoImage(config, tenantCode, `cat-${ci}-${si}`, pictureFor(cat.products[si]?.[1] ?? en, cat.motif).kind, ci * 7 + si + 3, 120, {
                colour: pictureFor(cat.products[si]?.[1] ?? en, cat.motif).colour,
              }),
          sort: si,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      subIds.push(sub.id)
    }
    for (const [pi, [zh, en, yuan]] of cat.products.entries()) {
      seq++
      const base = Math.round(yuan * 100)
      // every third product is on sale (price below its original price); the rest sell at list price
      const discounted = pi % 3 === 0
      const specs = specsFor(cat, en, seq)
      // a drawing of what it is, in its colour (a multi-pack: two of the single item); one picture per colour when sold in colours
      const pic = pictureFor(en.replace(/, 2-pack$/, ''), cat.motif)
      const colours = [...new Set(specs.map((sp) => sp.colour).filter(Boolean))]
      const count = cat.twoPackOf ? 2 : 1
      const images = colours.length
        ? colours.map((col) => demoImage(config, tenantCode, `p-${seq}-${col}`, pic.kind, seq, 360, { colour: SKU_COLOURS[col], accent: pic.colour, count }))
        : [
            demoImage(config, tenantCode, `p-${seq}`, pic.kind, seq, 360, { colour: pic.colour, count }),
            demoImage(config, tenantCode, `p-${seq}-b`, pic.kind, seq + 300, 360, { colour: pic.colour, count }),
          ]
      const skuImage = (spec: Record<string, string>, k: number) => (spec.colour ? images[colours.indexOf(spec.colour)] : images[k % images.length])
      const title = names(zh, en)
      // every 13th product is sold out; a few single SKUs are
      const soldOut = seq % 13 === 0
      const skus = specs.map((spec, k) => {
        const price = Math.round(base * (1 + k * 0.08) * (discounted ? 0.85 : 1))
        return {
          spec,
          price,
          original_price: Math.round(base * (1 + k * 0.08)),
          stock: soldOut || (specs.length > 1 && (seq + k) % 7 === 0) ? 0 : ((seq * 37 + k * 11) % 180) + 20,
        }
      })
      const product = await db
        .insertInto('products')
        .values({
          tenant_id: tenantId,
          shop_id: shopIds[cat.shop],
          category_id: subIds[pi % subIds.length],
          shop_category_id: shopCats.get(`${cat.shop}:${cat.zh}`) ?? null,
          // every 31st product is off the shelf
          status: seq % 31 === 0 ? 'off' : 'on',
          spec_groups: JSON.stringify(specGroupsOf(specs)),
          description_i18n: describe(title, catNames),
          title: JSON.stringify(title),
          subtitle: JSON.stringify(catNames),
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
      const skuRows = await db
        .insertInto('product_skus')
        .values(
          skus.map((s, k) => ({
            tenant_id: tenantId,
            product_id: product.id,
            sku_code: `SKU-${seq}-${k + 1}`,
            spec: JSON.stringify(s.spec),
            price: s.price,
            original_price: s.original_price,
            stock: s.stock,
            image: skuImage(s.spec, k),
          })),
        )
        .returning('id')
        .execute()
      // 0-6 reviews a product, mostly good, a third with the product's pictures, some replied
      const n = Math.floor(rnd() * 7)
      // every fourth product was bought (and reviewed) by English-speaking shoppers
      const lang = seq % 4 === 1 ? 'en' : 'zh'
      for (let r = 0; r < n; r++) {
        const x = rnd()
        const rating = x < 0.62 ? 5 : x < 0.8 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1
        const band = rating >= 4 ? 'good' : rating === 3 ? 'medium' : 'bad'
        const [tzh, ten] = REVIEW_TEXTS[band][Math.floor(rnd() * REVIEW_TEXTS[band].length)]
        const nick = NICKS[lang][Math.floor(rnd() * NICKS[lang].length)]
        reviews.push({
          tenant_id: tenantId,
          product_id: product.id,
          shop_id: shopIds[cat.shop],
          sku_id: skuRows[Math.floor(rnd() * skuRows.length)].id,
          nickname: nick,
          avatar: null,
          rating,
          content: lang === 'en' ? ten : tzh,
          images: JSON.stringify(rnd() < 0.5 ? images.slice(0, 1 + Math.floor(rnd() * images.length)) : []),
          reply: rating <= 3 || rnd() < 0.2 ? REPLY[lang] : null,
          created_at: new Date(Date.now() - Math.floor(rnd() * 90 * 86_400_000)),
        })
      }
    }
  }

  for (let i = 0; i < reviews.length; i += 500)
    await db
      .insertInto('reviews')
      .values(reviews.slice(i, i + 500))
      .execute()
  await db
    .insertInto('hot_words')
    .values(HOT_WORDS.map(([zh, en], i) => ({ tenant_id: tenantId, word: JSON.stringify(six(zh, en, HOT)), sort: i })))
    .execute()

  const now = Date.now()
  const days = (n: number) => new Date(now + n * 86_400_000)
  await db
    .insertInto('coupons')
    .values([
      {
        tenant_id: tenantId,
        shop_id: null,
        title: i18n('平台满199减30', '30 off 199 (platform)'),
        type: 'amount',
        threshold: 19900,
        discount: 3000,
        total: 1000,
        valid_from: days(-1),
        valid_to: days(30),
      },
      {
        tenant_id: tenantId,
        shop_id: null,
        title: i18n('新人无门槛10元', '10 off, no minimum (new members)'),
        type: 'amount',
        threshold: 0,
        discount: 1000,
        total: 500,
        valid_from: days(-1),
        valid_to: days(60),
      },
      {
        tenant_id: tenantId,
        shop_id: shopIds[0],
        title: i18n('超市满99减10', '10 off 99 at FreshWay'),
        type: 'amount',
        threshold: 9900,
        discount: 1000,
        total: 300,
        valid_from: days(-1),
        valid_to: days(14),
      },
      {
        tenant_id: tenantId,
        shop_id: shopIds[1],
        title: i18n('服饰9折券', '10% off apparel'),
        type: 'percent',
        threshold: 10000,
        discount: 10,
        total: 200,
        valid_from: days(-1),
        valid_to: days(21),
      },
      {
        tenant_id: tenantId,
        shop_id: shopIds[2],
        title: i18n('咖啡满50减8', '8 off 50 at Moments Café'),
        type: 'amount',
        threshold: 5000,
        discount: 800,
        total: 100,
        valid_from: days(-1),
        valid_to: days(7),
      },
    ])
    .execute()
  return { shopIds, products: seq, reviews: reviews.length }
}
