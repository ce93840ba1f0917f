import { Type, type Static } from '@sinclair/typebox'
import { ProductCard } from './catalog.js'
import { APP_LINK_MAX } from './app-links-codes.js'
import { PageQuery, Uuid } from './common.js'
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX } from './feedback-codes.js'
import { defineEndpoint } from './endpoint.js'

export { SKINS, type Skin } from './constants.js'
export { APP_LINK_MAX, AppLinkCodes } from './app-links-codes.js'

/** Splash configuration (`start.layout`). timing in seconds; showCount: how many times per day (0 = always). */
export const StartLayout = Type.Object({
  open: Type.Boolean(),
  /** 1 = full-screen images, 2 = image with skip countdown */
  openType: Type.Integer(),
  timing: Type.Integer({ minimum: 0 }),
  showCount: Type.Integer({ minimum: 0 }),
  /** 1 = single image, 2 = carousel */
  showType: Type.Integer(),
  imgList: Type.Array(Type.Object({ url: Type.String(), link: Type.Optional(Type.String()) })),
})
export type StartLayout = Static<typeof StartLayout>

/** One component of a page layout (banner, nav grid, notice bar, product list, orderIcon, ...). */
export const LayoutComponent = Type.Object({
  id: Type.String(),
  type: Type.String(),
  props: Type.Record(Type.String(), Type.Unknown()),
})
export type LayoutComponent = Static<typeof LayoutComponent>

/**
 * The user centre's layout (pageType 2): an `orderIcon` component, the row of order entries, and a `titleList`
 * component, the grid of entries. A component's `props.items` are these; `title` (the tenant's text, answered in
 * the request's language) is optional where the app knows the `key`; `link` is a page of the app (`/pages/...`,
 * with its query) or an external address; `icon` is a key of the app's own icons.
 */
const ORDER_ICON_KEYS = ['pending', 'deliver', 'receiving', 'evaluate', 'refund'] as const
export const OrderIconItem = Type.Object({
  /** which count of `order/api/main/count` the entry shows (`<key>OrderCount`) */
  key: Type.Union(ORDER_ICON_KEYS.map((k) => Type.Literal(k))),
  title: Type.Optional(Type.String()),
  link: Type.String(),
})
export type OrderIconItem = Static<typeof OrderIconItem>
export const TitleListItem = Type.Object({ key: Type.String(), title: Type.Optional(Type.String()), icon: Type.Optional(Type.String()), link: Type.String() })
export type TitleListItem = Static<typeof TitleListItem>

const PageLayout = Type.Object({
  /** 1 = home, 2 = user centre (holds orderIcon and titleList), 3 = classify */
  pageType: Type.Integer(),
  title: Type.String(),
  pageLayout: Type.Object({ components: Type.Array(LayoutComponent) }),
})
type PageLayout = Static<typeof PageLayout>

/** Tab bar menu configured by the server (empty list = the default four tabs). */
const TabMenu = Type.Object({
  /** route name, e.g. `tabbar/index` */
  page: Type.String(),
  text: Type.String(),
  iconPath: Type.Optional(Type.String()),
  selectedIconPath: Type.Optional(Type.String()),
})
type TabMenu = Static<typeof TabMenu>

/** A products block's first page: list `type` (the block's `source`, default 1) and page `size` (default 10). */
export const HomeFeed = Type.Object({
  id: Type.String(),
  type: Type.Integer(),
  size: Type.Integer(),
  rows: Type.Array(ProductCard),
  total: Type.Integer(),
})
export type HomeFeed = Static<typeof HomeFeed>

export const ConfigInit = Type.Object({
  pages: Type.Array(PageLayout),
  start: Type.Object({ layout: StartLayout }),
  isRefund: Type.Boolean(),
  globalBg: Type.String(),
  tabBar: Type.Object({
    color: Type.String(),
    selectedColor: Type.String(),
    backgroundColor: Type.String(),
    list: Type.Array(TabMenu),
  }),
  /** store-private mode: the fourth tab shows userInfo */
  storePrivate: Type.Boolean(),
  /**
   * Asked with `feed=true`: the first page of every products block of the home layout (pageType 1), so
   * the layout and its first products arrive in one answer (H5 first paint, issue 12 item 3).
   */
  feeds: Type.Optional(Type.Array(HomeFeed)),
})
export type ConfigInit = Static<typeof ConfigInit>

/** The agreements a tenant keeps (basics setting `agreements`), shown by `public/txt?key=`. */
export const AGREEMENT_KEYS = ['user', 'privacy', 'withdrawal'] as const
export type AgreementKey = (typeof AGREEMENT_KEYS)[number]
export const Agreement = Type.Object({ key: Type.String(), title: Type.String(), content: Type.String() })
export type Agreement = Static<typeof Agreement>

export const BasicsSetting = Type.Object({
  /** in the request's language; keys AGREEMENT_KEYS (a tenant may add its own) */
  agreements: Type.Array(Agreement),
  customerInfos: Type.Record(Type.String(), Type.String()),
  /** how users register: 'phone', 'email' or 'phone,email' */
  registerModel: Type.String(),
  /** comma list; contains 'salt' when an invitation code is asked */
  registerType: Type.String(),
})
export type BasicsSetting = Static<typeof BasicsSetting>

const strict = { additionalProperties: false } as const
/** Free-form settings object (a tenant may add keys): every key passes through. */
const Open = <T extends Parameters<typeof Type.Object>[0]>(props: T) => Type.Object(props, { additionalProperties: true })

/**
 * The latest version of the app for a platform (tenant setting `version`), and, for the asking app's
 * `versionCode`, whether an update is offered (`update`: the latest code is higher) and whether it is required
 * (`force`: the setting forces it, or the asking code is below `minVersionCode`). ADR 0091.
 */
export const AppVersion = Open({
  version: Type.String(),
  versionCode: Type.Integer(),
  minVersionCode: Type.Integer(),
  force: Type.Boolean(),
  update: Type.Boolean(),
  downloadUrl: Type.String(),
  notes: Type.String(),
  platform: Type.String(),
})
export type AppVersion = Static<typeof AppVersion>
export const Region = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  level: Type.Integer(),
  hasChildren: Type.Boolean(),
})
export type Region = Static<typeof Region>
export const DictItem = Type.Object({
  dictType: Type.String(),
  dictValue: Type.String(),
  dictSort: Type.Integer(),
  dictLabel: Type.String(),
  cssClass: Type.Union([Type.String(), Type.Null()]),
})
export type DictItem = Static<typeof DictItem>
export const Notice = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), type: Type.String(), createTime: Type.String() })
export type Notice = Static<typeof Notice>
const LangList = Type.Object({ default: Type.String(), list: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })) })
const UploadSetting = Type.Object({
  siteCurrency: Type.String(),
  siteClient: Type.String(),
  host: Type.String(),
  uploadUrl: Type.String(),
  maxBytes: Type.Integer(),
  imageTypes: Type.Array(Type.String()),
  videoTypes: Type.Array(Type.String()),
})
/**
 * The map service the client calls (`keyType` '1' Tencent-style, '2' Google-style) and its keys (the client rotates
 * through them on status 120/121). `base`: the service's base URL; a path (`/api/map/<tenant>`) is this server's
 * own stand-in, used when the tenant configured no keys of its own (ADR 0129).
 */
const KeyMap = Type.Object({ keyType: Type.String(), key: Type.Array(Type.String()), base: Type.Optional(Type.String()) })
/** Customer service contacts (phone, hours, email, ... as the tenant sets them) and whether chat is on. */
const CustomerService = Type.Object({ chat: Type.Boolean() }, { additionalProperties: Type.String() })
const OauthList = Type.Object({ list: Type.Array(Type.Unknown()), reason: Type.String() })
export const PhonePrefix = Type.Object({ id: Type.Integer(), countryName: Type.String(), countryCode: Type.String(), countryArea: Type.String() })
/** Feedback (ADR 0109): `images` are ids of the sender's public uploads (signed in), at most FEEDBACK_IMAGES_MAX. */
export const OpinionBody = Type.Object(
  {
    type: Type.Union([Type.Literal('suggestion'), Type.Literal('bug'), Type.Literal('complaint'), Type.Literal('other')], { default: 'suggestion' }),
    content: Type.String({ minLength: FEEDBACK_CONTENT_MIN, maxLength: FEEDBACK_CONTENT_MAX }),
    contact: Type.Optional(Type.String({ maxLength: FEEDBACK_CONTACT_MAX })),
    images: Type.Optional(Type.Array(Uuid(), { maxItems: FEEDBACK_IMAGES_MAX })),
  },
  strict,
)
export type OpinionBody = Static<typeof OpinionBody>
/**
 * Where the tenant's app is got (ADR 0163): the App Store page and the Android download, each a full https address
 * or '' when none is set (the `version` setting's `platforms.ios` / `platforms.android` download links).
 */
export const AppLinks = Type.Object({ iosUrl: Type.String(), androidUrl: Type.String() })
export type AppLinks = Static<typeof AppLinks>
/** The desk's edit of both links ('' takes a link away). */
export const AppLinksBody = Type.Object({ iosUrl: Type.String({ maxLength: APP_LINK_MAX }), androidUrl: Type.String({ maxLength: APP_LINK_MAX }) }, strict)
export type AppLinksBody = Static<typeof AppLinksBody>
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, strict)

/** Endpoints of the system area (spec section 7): public settings, reference data, feedback. */
export const SystemApi = {
  basics: defineEndpoint({ method: 'GET', url: '/system/api/basics/list', auth: 'none', response: BasicsSetting }),
  appVersion: defineEndpoint({
    method: 'GET',
    url: '/system/api/basics/app/version/info',
    auth: 'none',
    querystring: Type.Object(
      { platform: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{1,20}$' })), versionCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999 })) },
      strict,
    ),
    response: AppVersion,
  }),
  provinces: defineEndpoint({ method: 'GET', url: '/system/api/address/province', auth: 'none', response: Type.Array(Region) }),
  regionTree: defineEndpoint({ method: 'GET', url: '/system/api/address/tree/:id', auth: 'none', params: IdParams, response: Type.Array(Region) }),
  dict: defineEndpoint({
    method: 'GET',
    url: '/system/dict/data/type/:type',
    auth: 'none',
    params: Type.Object({ type: Type.String({ pattern: '^[a-z_]{2,40}$' }) }, strict),
    response: Type.Array(DictItem),
  }),
  /** One published announcement (the system notices pages). */
  noticeDetail: defineEndpoint({ method: 'GET', url: '/system/api/notice/:id', auth: 'none', params: IdParams, response: Notice }),
  notices: defineEndpoint({
    method: 'GET',
    url: '/system/api/notice/list',
    auth: 'none',
    querystring: Type.Object({ ...PageQuery.properties }, strict),
    response: Notice,
    paged: true,
  }),
  langs: defineEndpoint({ method: 'GET', url: '/system/api/page/tmplate/lang', auth: 'none', response: LangList }),
  configInit: defineEndpoint({
    method: 'GET',
    url: '/system/api/config/init',
    auth: 'none',
    querystring: Type.Object({ templateId: Type.Optional(Type.Integer({ minimum: 1 })), feed: Type.Optional(Type.Boolean()) }, strict),
    response: ConfigInit,
  }),
  uploadSetting: defineEndpoint({ method: 'GET', url: '/system/api/basics/qiniu', auth: 'none', response: UploadSetting }),
  /** Where to get the app (the invitation's download page): App Store and Android links, '' when none (ADR 0163). */
  appLinks: defineEndpoint({ method: 'GET', url: '/system/api/basics/app/links', auth: 'none', response: AppLinks }),
  /** Desk (staff): set the app links; each a full https address or ''. */
  saveAppLinks: defineEndpoint({ method: 'PUT', url: '/platform/api/app-links', auth: 'required', body: AppLinksBody, response: AppLinks }),
  keyMap: defineEndpoint({ method: 'GET', url: '/system/api/basics/keyMap', auth: 'none', response: KeyMap }),
  customerService: defineEndpoint({ method: 'GET', url: '/system/api/basics/customer', auth: 'none', response: CustomerService }),
  oauth: defineEndpoint({ method: 'GET', url: '/system/api/basics/oauth', auth: 'none', response: OauthList }),
  phonePrefix: defineEndpoint({ method: 'GET', url: '/system/api/basics/phonePrefix', auth: 'none', response: Type.Array(PhonePrefix) }),
  opinion: defineEndpoint({ method: 'POST', url: '/system/api/opinion', auth: 'optional', body: OpinionBody, response: Type.Object({ id: Type.Integer() }) }),
}
