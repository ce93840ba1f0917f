import { Type, type Static } from '@sinclair/typebox'

export { SKINS, type Skin } from './constants.js'

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

/** A link target from layout configuration. */
export const LayoutLink = Type.Object({
  /** tab | page | form | url | miniProgram | scan */
  type: Type.String(),
  value: Type.String(),
})
export type LayoutLink = Static<typeof LayoutLink>

/** One component of a page layout (banner, nav grid, notice bar, product list, orderIcon, ...). */
export const LayoutComponent = Type.Object({
  id: Type.String(),
  type: Type.String(),
  props: Type.Record(Type.String(), Type.Unknown()),
})
export type LayoutComponent = Static<typeof LayoutComponent>

export const PageLayout = Type.Object({
  /** 1 = home, 2 = user centre (holds orderIcon and titleList), 3 = classify */
  pageType: Type.Integer(),
  title: Type.String(),
  pageLayout: Type.Object({ components: Type.Array(LayoutComponent) }),
})
export type PageLayout = Static<typeof PageLayout>

/** Tab bar menu configured by the server (empty list = the default four tabs). */
export const TabMenu = Type.Object({
  /** route name, e.g. `tabbar/index` */
  page: Type.String(),
  text: Type.String(),
  iconPath: Type.Optional(Type.String()),
  selectedIconPath: Type.Optional(Type.String()),
})
export type TabMenu = Static<typeof TabMenu>

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
})
export type ConfigInit = Static<typeof ConfigInit>

export const BasicsSetting = Type.Object({
  agreements: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), content: Type.String() })),
  customerInfos: Type.Record(Type.String(), Type.String()),
  /** how users register: 'phone', 'email' or 'phone,email' */
  registerModel: Type.String(),
  /** comma list; contains 'salt' when an invitation code is asked */
  registerType: Type.String(),
})
export type BasicsSetting = Static<typeof BasicsSetting>
