import type { Static } from '@sinclair/typebox'
import { LOCALES } from '../../../../types/constants.js'
import { LOCAL_MAP_KEYS } from '../../../../types/map-codes.js'
import { mapServicePath } from '../../../../types/map.js'
import { PAGE_SIZE_MAX } from '../../../../types/common.js'
import type {
  Agreement,
  AppLinks,
  AppLinksBody,
  AppVersion,
  BasicsSetting,
  ConfigInit,
  DictItem,
  HomeFeed,
  Notice,
  OpinionBody,
  Region,
} from '../../../../types/system.js'
import { FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGE_TYPES, type FeedbackType } from '../../../../types/feedback-codes.js'
import type { FeedbackAnswerBody, FeedbackItem } from '../../../../types/feedback.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { fail } from '../../core/errors.js'
import { localize, pick } from '../../core/texts.js'
import { accountService } from '../account/index.js'
import { catalogService } from '../catalog/index.js'
import { messageService } from '../message/index.js'
import { uploadService } from '../upload/index.js'
import { COUNTRIES } from '../../data/countries.js'
import { t } from '../../i18n/index.js'
import { systemErrors as E } from './system.errors.js'
import { systemRepo as repo } from './system.repository.js'
import { BASICS_DEFAULT, getSetting, putSetting, type BasicsValue } from './system.settings.js'
import { HOME_DEFAULT, VERSION_DEFAULT, type VersionSetting } from './system.defaults.js'

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

/**
 * Where the tenant's app is got (ADR 0163): the `version` setting's iOS and Android download links (the same links
 * the update check of each app answers), '' when none is set.
 */
export async function appLinks(c: Pick<Ctx, 'db' | 'tenantId'>): Promise<AppLinks> {
  const { platforms } = await getSetting(c, 'version', VERSION_DEFAULT)
  return { iosUrl: platforms?.ios?.downloadUrl ?? '', androidUrl: platforms?.android?.downloadUrl ?? '' }
}

/** A link a shopper's phone may open from our pages: '' (none), or a full https address with a host and no spaces. */
export const isHttpsLink = (v: string) => {
  if (v === '') return true
  if (/\s/.test(v)) return false
  try {
    const u = new URL(v)
    return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password
  } catch {
    return false
  }
}

/** The desk (staff) sets both app links into the `version` setting's platforms; each '' or a full https address (naming the field). */
export async function saveAppLinks(c: UserCtx, b: AppLinksBody): Promise<AppLinks> {
  if (!hasRole(c, 'staff')) throw E.appLinksStaffOnly()
  const iosUrl = b.iosUrl.trim()
  const androidUrl = b.androidUrl.trim()
  if (!isHttpsLink(iosUrl)) throw E.iosUrlHttps()
  if (!isHttpsLink(androidUrl)) throw E.androidUrlHttps()
  // the tenant's stored value only: the code's defaults stay defaults
  const v = ((await repo.setting(c.db, c.tenantId, 'version'))?.value ?? {}) as Partial<VersionSetting>
  const platforms = v.platforms ?? {}
  await putSetting(c, 'version', {
    ...v,
    platforms: { ...platforms, ios: { ...platforms.ios, downloadUrl: iosUrl }, android: { ...platforms.android, downloadUrl: androidUrl } },
  })
  return appLinks(c)
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

type NoticeRow = Awaited<ReturnType<typeof repo.publishedNotices>>['rows'][number]
const toNotice = (c: Ctx, r: NoticeRow): Notice => ({
  id: r.id,
  title: pick(r.title_i18n, c.lang) || r.title,
  content: pick(r.content_i18n, c.lang) || r.content,
  type: r.type,
  createTime: new Date(r.created_at).toISOString(),
})

export async function notices(c: Ctx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: Notice[]; total: number }> {
  const { rows, total } = await repo.publishedNotices(c.db, c.tenantId, paging(q))
  return { rows: rows.map((r) => toNotice(c, r)), total }
}

/** One published announcement (another tenant's or an unpublished one: 404). */
export async function noticeDetail(c: Ctx, id: number): Promise<Notice> {
  const r = await repo.publishedNotice(c.db, c.tenantId, id)
  if (!r) throw E.noticeUnknown()
  return toNotice(c, r)
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

/**
 * The tenant's map service (setting `map`, ADR 0129): its keys and key type, else the server's MAP_KEYS and
 * MAP_KEY_TYPE; with keys of its own the provider's base URL (or the tenant's `base`), without any this server's
 * stand-in (`local`) with LOCAL_MAP_KEYS. `dailyLimit` (per key and day) and `flaky` drive the stand-in.
 */
export interface MapSetting {
  keyType: '1' | '2'
  keys: string[]
  /** the provider's base URL; undefined for the local stand-in */
  base?: string
  local: boolean
  dailyLimit: number
  flaky: { failRate: number; delayMs: number }
}
interface MapValue {
  keyType?: '1' | '2'
  keys?: string[]
  base?: string
  dailyLimit?: number
  flaky?: { failRate?: number; delayMs?: number }
}
const MAP_PROVIDER_BASE = { '1': 'https://apis.map.qq.com', '2': 'https://maps.googleapis.com' } as const

export async function mapSetting(c: Pick<Ctx, 'db' | 'tenantId' | 'config'>): Promise<MapSetting> {
  const s = await getSetting<MapValue>(c, 'map', {})
  const keyType = s.keyType ?? c.config.mapKeyType
  const own = s.keys?.length ? s.keys : c.config.mapKeys
  const local = !own.length && !s.base
  return {
    keyType,
    keys: own.length ? own : [...LOCAL_MAP_KEYS],
    base: local ? undefined : (s.base ?? MAP_PROVIDER_BASE[keyType]),
    local,
    dailyLimit: Math.max(0, Math.floor(s.dailyLimit ?? 0)),
    flaky: { failRate: Math.min(1, Math.max(0, s.flaky?.failRate ?? 0)), delayMs: Math.min(10_000, Math.max(0, s.flaky?.delayMs ?? 0)) },
  }
}

export async function keyMap(c: Ctx) {
  const m = await mapSetting(c)
  return { keyType: m.keyType, key: m.keys, base: m.base ?? `${c.config.apiPrefix}${mapServicePath(c.tenantCode)}` }
}

/** Every region of the tree with its names in every language (the map service's districts and cities). */
export async function allRegions(c: Pick<Ctx, 'db'>) {
  return (await repo.allRegions(c.db)).map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    level: Number(r.level),
    name: r.name,
    names: r.names as unknown as Record<string, string>,
  }))
}

export async function customerService(c: Ctx) {
  const b = await getSetting<BasicsValue>(c, 'basics', BASICS_DEFAULT)
  return { ...b.customerInfos, chat: true }
}

export const oauth = (c: Ctx) => ({ list: [], reason: t(c.lang, 'system.oauthNone') })

export const phonePrefix = (c: Ctx) =>
  COUNTRIES.map((x) => ({ id: x.id, countryName: x.names[c.lang] ?? x.names.en, countryCode: x.countryCode, countryArea: x.countryArea }))

/**
 * Feedback (guests too), 10 per address per hour. Pictures are the signed-in sender's public uploads (ids),
 * stored as their addresses; a guest sends none (ADR 0109).
 */
export async function opinion(c: Ctx, b: Static<typeof OpinionBody>) {
  let images: string[] = []
  if (b.images?.length) {
    if (!c.userId) throw E.feedbackImagesLogin()
    const urls = await uploadService.ownPublicImages(c, c.userId, b.images, FEEDBACK_IMAGE_TYPES)
    if (!urls) throw E.feedbackImages()
    images = urls
  }
  const content = b.content.trim()
  if (content.length < FEEDBACK_CONTENT_MIN) throw fail.invalid('content', 'minLength', { limit: FEEDBACK_CONTENT_MIN })
  const id = await repo.insertOpinion(c.db, {
    tenant_id: c.tenantId,
    user_id: c.userId ?? null,
    type: b.type ?? 'suggestion',
    content,
    contact: b.contact?.trim() || null,
    images: JSON.stringify(images),
    ip: c.ip,
  })
  return { id }
}

// ---- the desk's feedback queue (ADR 0109)

type OpinionRow = NonNullable<Awaited<ReturnType<typeof repo.opinion>>>
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

function feedbackStaff(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.feedbackStaffOnly()
}

async function feedbackItems(c: Ctx, rows: OpinionRow[]): Promise<FeedbackItem[]> {
  const names = await accountService.nicknames(c, [...new Set(rows.flatMap((r) => (r.user_id ? [Number(r.user_id)] : [])))])
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type as FeedbackType,
    content: r.content,
    contact: r.contact ?? '',
    images: (r.images as unknown as string[]) ?? [],
    userId: r.user_id === null ? null : Number(r.user_id),
    sender: r.user_id === null ? '' : (names.get(Number(r.user_id)) ?? ''),
    state: r.answered_at ? 'answered' : 'open',
    answer: r.answer ?? '',
    createTime: iso(r.created_at)!,
    answerTime: iso(r.answered_at),
  }))
}

export async function feedbackList(c: UserCtx, q: { state?: 'open' | 'answered'; pageNum?: number; pageSize?: number }) {
  feedbackStaff(c)
  const { rows, total } = await repo.opinionPage(c.db, c.tenantId, { state: q.state ?? 'open', ...paging(q) })
  return { rows: await feedbackItems(c, rows), total }
}

export async function feedbackDetail(c: UserCtx, id: number): Promise<FeedbackItem> {
  feedbackStaff(c)
  const r = await repo.opinion(c.db, c.tenantId, id)
  if (!r) throw E.feedbackUnknown()
  return (await feedbackItems(c, [r]))[0]
}

/**
 * Staff answer once (a conditional update: of two parallel answers one wins, the other is 409); the sender
 * (when signed in) gets the answer as a notice of the system group in the same transaction.
 */
export async function feedbackAnswer(c: UserCtx, id: number, b: FeedbackAnswerBody): Promise<FeedbackItem> {
  feedbackStaff(c)
  const answer = b.answer.trim()
  if (!answer) throw E.feedbackAnswerBlank()
  const row = await c.db.transaction().execute(async (tx) => {
    const r = await repo.answerOpinion(tx, c.tenantId, id, { answer, staffId: c.userId })
    if (!r) throw (await repo.opinion(tx, c.tenantId, id)) ? E.feedbackAnswered() : E.feedbackUnknown()
    if (r.user_id !== null)
      await messageService.notify({ ...c, db: tx }, { userId: Number(r.user_id), group: 'system', key: 'message.feedbackAnswered', params: { answer } })
    return r
  })
  return (await feedbackItems(c, [row]))[0]
}

/** Demo data: an answered feedback of `userId` and its notice (read or not). */
export async function seedAnsweredFeedback(c: Ctx, userId: number, f: { content: string; answer: string; at: Date; read: boolean }) {
  await repo.insertAnsweredOpinion(c.db, {
    tenant_id: c.tenantId,
    user_id: userId,
    type: 'suggestion',
    content: f.content,
    images: '[]',
    answer: f.answer,
    answered_at: f.at,
    created_at: new Date(f.at.getTime() - 86_400_000),
  })
  await messageService.seedNotice(c, { userId, group: 'system', key: 'message.feedbackAnswered', params: { answer: f.answer }, at: f.at, read: f.read })
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

/**
 * A region of the address tree and its ancestors, the province first, named in the request's language (the
 * onboard module: an agent's region at its level, a shop's district); undefined for an unknown id.
 */
export async function regionChain(c: Pick<Ctx, 'db' | 'lang'>, id: number): Promise<Array<{ id: number; name: string; level: number }> | undefined> {
  const rows = await repo.regionUp(c.db, id)
  if (!rows.length) return undefined
  return rows.map((r) => ({ id: Number(r.id), name: pick(r.names as Record<string, string>, c.lang) || r.name, level: Number(r.level) }))
}

/** The tenant's splash layout (the index page asks through the `page.startLayout` hook). */
export async function startLayout(c: Pick<Ctx, 'db' | 'tenantId'>) {
  return (await getSetting(c, 'home', HOME_DEFAULT)).start?.layout
}

/** The system module as other modules see it (its face, re-exported by index.ts). */
/** Whether every id is a province (a top region of the tree): a shop's delivery regions. */
export async function areProvinces(c: Pick<Ctx, 'db'>, ids: number[]): Promise<boolean> {
  if (!ids.length) return true
  const rows = await repo.regionsByIds(c.db, [...new Set(ids)])
  return rows.length === new Set(ids).size && rows.every((r) => r.parent_id === null)
}

/**
 * The tenant's currency: setting `basics.currency`, CNY by default. The one source for prices, orders, payments and
 * wallets (the order module read another setting before, #28 item 9).
 */
export async function tenantCurrency(c: Pick<RequestCtx, 'db' | 'tenantId'>): Promise<string> {
  return (await getSetting<{ currency?: string }>(c, 'basics', {})).currency ?? 'CNY'
}

export const systemService = {
  getSetting,
  mapSetting,
  allRegions,
  tenantCurrency,
  areProvinces,
  /** store a tenant setting (a module's demo settings in its seed; the read cache drops the old value) */
  putSetting,
  regionPath,
  regionChain,
  dict,
  agreement,
  seedAnsweredFeedback,
}
