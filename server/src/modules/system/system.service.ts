import type { Static } from '@sinclair/typebox'
import { LOCALES } from '../../../../types/constants.js'
import { PAGE_SIZE_MAX } from '../../../../types/common.js'
import type { Agreement, AppVersion, BasicsSetting, ConfigInit, DictItem, HomeFeed, Notice, OpinionBody, Region } from '../../../../types/system.js'
import type { RequestCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { localize, pick } from '../../core/texts.js'
import { catalogService } from '../catalog/index.js'
import { COUNTRIES } from '../../data/countries.js'
import { t } from '../../i18n/index.js'
import { systemErrors as E } from './system.errors.js'
import { systemRepo as repo } from './system.repository.js'
import { BASICS_DEFAULT, getSetting, putSetting, type BasicsValue } from './system.settings.js'
import { HOME_DEFAULT, VERSION_DEFAULT } from './system.defaults.js'

type Ctx = RequestCtx
const LANG_NAMES = { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English', ja: '日本語', ko: '한국어', fil: 'Filipino' }

/** The tenant's agreements in the request's language (basics setting `agreements`). */
async function agreements(c: Ctx): Promise<Agreement[]> {
  const b = await getSetting<BasicsValue>(c, 'basics', BASICS_DEFAULT)
  return b.agreements.map((a) => ({ key: a.key, title: pick(a.title, c.lang), content: pick(a.content, c.lang) }))
}

export async function basics(c: Ctx): Promise<BasicsSetting> {
  const b = await getSetting<BasicsValue>(c, 'basics', BASICS_DEFAULT)
  return { agreements: await agreements(c), customerInfos: b.customerInfos, registerModel: b.registerModel, registerType: b.registerType }
}

/** One agreement by key in the request's language (the withdrawal agreement a signing shows), undefined when the tenant has none. */
export async function agreement(c: Ctx, key: string): Promise<Agreement | undefined> {
  return (await agreements(c)).find((a) => a.key === key)
}

/**
 * The latest app for `platform` (tenant setting `version`, its `platforms[platform]` over it) and, for the asking
 * app's `versionCode`, the verdict (ADR 0091): `update` when the latest code is higher, `force` when it is and the
 * setting forces it or the asking code is below `minVersionCode`. Without a code nothing is offered.
 */
export async function appVersion(c: Ctx, platform = 'h5', versionCode?: number): Promise<AppVersion> {
  const { platforms, ...base } = await getSetting(c, 'version', VERSION_DEFAULT)
  const v = { ...base, ...(platforms?.[platform] ?? {}) }
  const update = versionCode !== undefined && versionCode < v.versionCode
  return {
    version: v.version,
    versionCode: v.versionCode,
    minVersionCode: v.minVersionCode,
    force: update && (v.force || versionCode < v.minVersionCode),
    update,
    downloadUrl: v.downloadUrl,
    notes: pick(v.notes, c.lang),
    platform,
  }
}

const regionRowToRegion = (
  r: { id: number; parent_id: number | null; name: string; names: unknown; level: number; has_children: unknown },
  lang: string,
): Region => ({
  id: r.id,
  parentId: r.parent_id,
  name: pick(r.names, lang) || r.name,
  level: r.level,
  hasChildren: Boolean(r.has_children),
})

export async function provinces(c: Ctx): Promise<Region[]> {
  return (await repo.regions(c.db, null)).map((r) => regionRowToRegion(r, c.lang))
}

export async function regionTree(c: Ctx, id: number): Promise<Region[]> {
  if (!(await repo.regionExists(c.db, id))) throw E.regionUnknown()
  return (await repo.regions(c.db, id)).map((r) => regionRowToRegion(r, c.lang))
}

export async function dict(c: Ctx, type: string): Promise<DictItem[]> {
  const rows = await repo.dict(c.db, type)
  if (!rows.length) throw E.dictUnknown()
  return rows.map((r) => {
    return { dictType: r.dict_type, dictValue: r.dict_value, dictSort: r.dict_sort, dictLabel: pick(r.labels, c.lang), cssClass: r.css_class }
  })
}

export async function notices(c: Ctx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: Notice[]; total: number }> {
  const { rows, total } = await repo.publishedNotices(c.db, c.tenantId, paging(q))
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: pick(r.title_i18n, c.lang) || r.title,
      content: pick(r.content_i18n, c.lang) || r.content,
      type: r.type,
      createTime: new Date(r.created_at).toISOString(),
    })),
    total,
  }
}

export const langs = () => ({ default: 'zh_CN', list: LOCALES.map((code) => ({ code, name: LANG_NAMES[code] })) })

/**
 * The app's layout, splash and tab bar. With `feed`, also the first page of every products block of the
 * home layout, fetched together with the settings: the home's layout and first products in one answer.
 */
export async function configInit(c: Ctx, feed = false): Promise<ConfigInit> {
  // texts of the layout may be {lang: text} objects (nav labels, notice, block titles): the request's language
  const config = localize(await getSetting(c, 'home', HOME_DEFAULT), c.lang)
  if (!feed) return config
  const blocks = config.pages.find((p) => p.pageType === 1)?.pageLayout.components.filter((b) => b.type === 'products') ?? []
  const feeds = await Promise.all(
    blocks.map(async (b): Promise<HomeFeed | null> => {
      // as the client reads a block: list type `source` (1-4, default 1), page size `size` (default 10)
      const type = Number(b.props.source ?? 1) || 1
      const size = Number(b.props.size ?? 10) || 10
      if (!Number.isInteger(type) || type < 1 || type > 4 || !Number.isInteger(size) || size < 1 || size > PAGE_SIZE_MAX) return null
      const page = await catalogService.productList(c, type, { pageNum: 1, pageSize: size })
      return { id: b.id, type, size, rows: page.rows, total: page.total }
    }),
  )
  return { ...config, feeds: feeds.filter((f): f is HomeFeed => f !== null) }
}

/** Where and what the client may upload (the name comes from the spec's storage provider). */
export const uploadSetting = (c: Ctx, host: string) => ({
  siteCurrency: 'CNY',
  siteClient: 'h5',
  host,
  uploadUrl: `${c.config.apiPrefix}/system/api/upload`,
  maxBytes: c.config.uploadMaxBytes,
  imageTypes: ['jpeg', 'jpg', 'png', 'gif', 'webp', 'bmp'],
  videoTypes: ['mp4', 'mov'],
})

export const keyMap = (c: Ctx) => ({ keyType: c.config.mapKeyType, key: c.config.mapKeys })

export async function customerService(c: Ctx) {
  const b = await getSetting<BasicsValue>(c, 'basics', BASICS_DEFAULT)
  return { ...b.customerInfos, chat: true }
}

export const oauth = (c: Ctx) => ({ list: [], reason: t(c.lang, 'system.oauthNone') })

export const phonePrefix = (c: Ctx) =>
  COUNTRIES.map((x) => ({ id: x.id, countryName: x.names[c.lang] ?? x.names.en, countryCode: x.countryCode, countryArea: x.countryArea }))

/** Feedback (guests too), 10 per address per hour. */
export async function opinion(c: Ctx, b: Static<typeof OpinionBody>) {
  const id = await repo.insertOpinion(c.db, {
    tenant_id: c.tenantId,
    user_id: c.userId ?? null,
    type: b.type ?? 'suggestion',
    content: b.content.trim(),
    contact: b.contact ?? null,
    images: JSON.stringify(b.images ?? []),
    ip: c.ip,
  })
  return { id }
}

/** Whether registration asks for an invitation code (registerType contains `salt`). */
export async function inviteRequired(c: Pick<Ctx, 'db' | 'tenantId'>) {
  const b = await getSetting(c, 'basics', BASICS_DEFAULT)
  return b.registerType
    .split(',')
    .map((s) => s.trim())
    .includes('salt')
}

/**
 * The names of a path through the address tree, or undefined when `ids` is not one: it must start at a
 * province, each id a child of the one before, and end at a region without children.
 */
export async function regionPath(c: Pick<Ctx, 'db'>, ids: number[]): Promise<string[] | undefined> {
  if (!ids.length || new Set(ids).size !== ids.length) return undefined
  const rows = new Map((await repo.regionsByIds(c.db, ids)).map((r) => [r.id, r]))
  const names: string[] = []
  let parent: number | null = null
  for (const id of ids) {
    const r = rows.get(id)
    if (!r || r.parent_id !== parent) return undefined
    names.push(r.name)
    parent = id
  }
  return rows.get(ids[ids.length - 1])!.has_children ? undefined : names
}

/** The tenant's splash layout (the index page asks through the `page.startLayout` hook). */
export async function startLayout(c: Pick<Ctx, 'db' | 'tenantId'>) {
  return (await getSetting(c, 'home', HOME_DEFAULT)).start?.layout
}

/** The system module as other modules see it (its face, re-exported by index.ts). */
export const systemService = {
  getSetting,
  /** store a tenant setting (a module's demo settings in its seed; the read cache drops the old value) */
  putSetting,
  regionPath,
  dict,
  agreement,
}
