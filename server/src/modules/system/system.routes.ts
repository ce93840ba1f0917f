import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { Envelope, PageQuery } from '../../../../types/common.js'
import { LOCALES } from '../../../../types/constants.js'
import { BasicsSetting, ConfigInit } from '../../../../types/system.js'
import { ok, page, paging } from '../../core/envelope.js'
import { fail } from '../../core/errors.js'
import { AGREEMENTS } from '../../data/agreements.js'
import { BANKS, COUNTRIES } from '../../data/countries.js'
import { t } from '../../i18n/index.js'
import { optionalAuth } from '../../plugins/auth.js'
import { BASICS_DEFAULT, getSetting, type BasicsValue } from './settings.js'
import { CASH_DEFAULT, HOME_DEFAULT, VERSION_DEFAULT } from './system.defaults.js'

const strict = { additionalProperties: false } as const
const LANG_NAMES = { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English', ja: '日本語', ko: '한국어', fil: 'Filipino' }
const Region = Type.Object({ id: Type.Integer(), parentId: Type.Union([Type.Integer(), Type.Null()]), name: Type.String(), level: Type.Integer(), hasChildren: Type.Boolean() })
const money = (minor: number) => (minor / 100).toFixed(2)

/** System calls of spec section 7: public settings, reference data, feedback. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db

  app.get('/system/api/basics/list', { schema: { tags: ['system'], response: { 200: Envelope(BasicsSetting) } } }, async (req) => {
    const b = await getSetting<BasicsValue>(db, req.tenant.id, 'basics', BASICS_DEFAULT)
    const agreements = req.lang.startsWith('zh') ? AGREEMENTS.zh : AGREEMENTS.en
    return ok({ agreements, customerInfos: b.customerInfos, registerModel: b.registerModel, registerType: b.registerType })
  })

  app.get('/system/api/basics/app/version/info', { schema: { tags: ['system'], querystring: Type.Object({ platform: Type.Optional(Type.String({ maxLength: 20 })) }, strict) } }, async (req) =>
    ok({ ...(await getSetting(db, req.tenant.id, 'version', VERSION_DEFAULT)), platform: req.query.platform ?? 'h5' }),
  )

  const regionRows = async (parent: number | null) => {
    const q = db
      .selectFrom('regions as r')
      .select(['r.id', 'r.parent_id', 'r.name', 'r.level'])
      .select((eb) => eb.exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id')).as('has_children'))
      .orderBy('r.id')
    const rows = await (parent === null ? q.where('r.parent_id', 'is', null) : q.where('r.parent_id', '=', parent)).execute()
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, level: r.level, hasChildren: Boolean(r.has_children) }))
  }
  app.get('/system/api/address/province', { schema: { tags: ['system'], response: { 200: Envelope(Type.Array(Region)) } } }, async () => ok(await regionRows(null)))
  app.get('/system/api/address/tree/:id', { schema: { tags: ['system'], params: Type.Object({ id: Type.Integer({ minimum: 1 }) }, strict), response: { 200: Envelope(Type.Array(Region)) } } }, async (req) => {
    const exists = await db.selectFrom('regions').select('id').where('id', '=', req.params.id).executeTakeFirst()
    if (!exists) throw fail.notFound('system.regionUnknown')
    return ok(await regionRows(req.params.id))
  })

  app.get('/system/dict/data/type/:type', { schema: { tags: ['system'], params: Type.Object({ type: Type.String({ pattern: '^[a-z_]{2,40}$' }) }, strict) } }, async (req) => {
    const rows = await db.selectFrom('dict_data').selectAll().where('dict_type', '=', req.params.type).orderBy('dict_sort').execute()
    if (!rows.length) throw fail.notFound('system.dictUnknown')
    return ok(rows.map((r) => ({ dictType: r.dict_type, dictValue: r.dict_value, dictSort: r.dict_sort, dictLabel: (r.labels as Record<string, string>)[req.lang] ?? (r.labels as Record<string, string>).zh_CN, cssClass: r.css_class })))
  })

  app.get('/system/api/notice/list', { schema: { tags: ['system'], querystring: Type.Object({ ...PageQuery.properties }, strict) } }, async (req) => {
    const { limit, offset } = paging(req.query)
    const base = db.selectFrom('notices').where('tenant_id', '=', req.tenant.id).where('status', '=', 'published')
    const [rows, count] = await Promise.all([
      base.select(['id', 'title', 'content', 'type', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return page(rows.map((r) => ({ id: r.id, title: r.title, content: r.content, type: r.type, createTime: new Date(r.created_at).toISOString() })), Number(count.n))
  })

  app.get('/system/api/page/tmplate/lang', { schema: { tags: ['system'] } }, async () => ok({ default: 'zh_CN', list: LOCALES.map((code) => ({ code, name: LANG_NAMES[code] })) }))

  app.get('/system/cash/setting/config', { schema: { tags: ['system'] } }, async (req) => ok(await getSetting(db, req.tenant.id, 'cash', CASH_DEFAULT)))

  app.get('/system/api/basics/cash/rule/:id', { schema: { tags: ['system'], params: Type.Object({ id: Type.Integer({ minimum: 1 }) }, strict) } }, async (req) => {
    const c = await getSetting(db, req.tenant.id, 'cash', CASH_DEFAULT)
    const text = t(req.lang, 'system.cashRule', { min: money(c.minAmount), max: money(c.maxAmount), rate: (c.feeRate * 100).toFixed(1), feeMin: money(c.feeMin), arrival: c.arrival })
    return ok({ id: req.params.id, ...c, content: text })
  })

  app.get('/system/api/config/init', { schema: { tags: ['system'], querystring: Type.Object({ templateId: Type.Optional(Type.Integer({ minimum: 1 })) }, strict), response: { 200: Envelope(ConfigInit) } } }, async (req) =>
    ok(await getSetting(db, req.tenant.id, 'home', HOME_DEFAULT)),
  )

  app.get('/system/api/basics/qiniu', { schema: { tags: ['system'] } }, async (req) =>
    ok({
      siteCurrency: 'CNY',
      siteClient: 'h5',
      host: `${req.protocol}://${req.host}`,
      uploadUrl: `${app.config.apiPrefix}/system/api/upload`,
      maxBytes: app.config.uploadMaxBytes,
      imageTypes: ['jpeg', 'jpg', 'png', 'gif', 'webp', 'bmp'],
      videoTypes: ['mp4', 'mov'],
    }),
  )

  app.get('/system/api/basics/keyMap', { schema: { tags: ['system'] } }, async () => ok({ keyType: app.config.mapKeyType, key: app.config.mapKeys }))

  app.get('/system/api/basics/customer', { schema: { tags: ['system'] } }, async (req) => {
    const b = await getSetting<BasicsValue>(db, req.tenant.id, 'basics', BASICS_DEFAULT)
    return ok({ ...b.customerInfos, chat: true })
  })

  app.get('/system/api/basics/oauth', { schema: { tags: ['system'] } }, async (req) => ok({ list: [], reason: t(req.lang, 'system.oauthNone') }))

  app.get('/system/api/basics/phonePrefix', { schema: { tags: ['system'] } }, async (req) =>
    ok(COUNTRIES.map((c) => ({ id: c.id, countryName: c.names[req.lang] ?? c.names.en, countryCode: c.countryCode, countryArea: c.countryArea }))),
  )

  app.get('/system/api/basics/bankTypeList', { schema: { tags: ['system'] } }, async (req) => ok(BANKS.map((b) => ({ code: b.code, name: req.lang.startsWith('zh') ? b.zh : b.en }))))

  const OpinionBody = Type.Object(
    {
      type: Type.Union([Type.Literal('suggestion'), Type.Literal('bug'), Type.Literal('complaint'), Type.Literal('other')], { default: 'suggestion' }),
      content: Type.String({ minLength: 5, maxLength: 500 }),
      contact: Type.Optional(Type.String({ maxLength: 60 })),
      images: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 9 })),
    },
    strict,
  )
  // 10 an hour per tenant and address (plugins/rate-limit.ts)
  const opinionLimit = { max: 10, timeWindow: 3_600_000, keyGenerator: (req: FastifyRequest) => `opinion:${req.tenant.id}:${req.ip}` }
  app.post('/system/api/opinion', { preHandler: optionalAuth, config: { rateLimit: opinionLimit }, schema: { tags: ['system'], body: OpinionBody } }, async (req) => {
    const row = await db
      .insertInto('opinions')
      .values({ tenant_id: req.tenant.id, user_id: req.user?.id ?? null, type: req.body.type ?? 'suggestion', content: req.body.content.trim(), contact: req.body.contact ?? null, images: JSON.stringify(req.body.images ?? []), ip: req.ip })
      .returning('id')
      .executeTakeFirstOrThrow()
    return ok({ id: row.id }, t(req.lang, 'system.feedbackThanks'))
  })
}
