import type { ConfigInit, OrderIconItem, TitleListItem } from '../../../../types/system.js'

/**
 * The user centre (pageType 2, spec sections 3 and 4): the order row (`orderIcon`) and the grid of entries
 * (`titleList`). Keys the app knows carry no title (the app's own words, every language); a tenant's own entry
 * adds `title` (`{lang: text}`) and `icon`. The user tab marks an entry whose page is not built yet.
 */
export const USER_CENTRE: ConfigInit['pages'][number] = {
  pageType: 2,
  title: 'user',
  pageLayout: {
    components: [
      {
        id: 'orderIcon',
        type: 'orderIcon',
        props: {
          more: '/pages/order/index',
          items: [
            { key: 'pending', link: '/pages/order/index?tab=to_pay' },
            { key: 'deliver', link: '/pages/order/index?tab=to_ship' },
            { key: 'receiving', link: '/pages/order/index?tab=to_receive' },
            { key: 'evaluate', link: '/pages/order/index?tab=to_review' },
            { key: 'refund', link: '/pages/order/refund/index' },
          ] satisfies OrderIconItem[],
        },
      },
      {
        id: 'titleList',
        type: 'titleList',
        props: {
          items: [
            { key: 'wallet', icon: 'wallet', link: '/pages/user/wallet/index' },
            { key: 'coupons', icon: 'coupon', link: '/pages/user/coupon/index' },
            { key: 'couponCenter', icon: 'couponCenter', link: '/pages/user/coupon/center' },
            { key: 'shareVouchers', icon: 'share', link: '/pages/advanceShare/index' },
            { key: 'addresses', icon: 'address', link: '/pages/user/receivingAddress/index' },
            { key: 'favourites', icon: 'favourite', link: '/pages/user/collect/index' },
            { key: 'footprints', icon: 'footprint', link: '/pages/user/footmark' },
            { key: 'bankCards', icon: 'bankCard', link: '/pages/user/bankCard/index' },
            { key: 'realName', icon: 'realName', link: '/pages/public/realName/index' },
            { key: 'messages', icon: 'message', link: '/pages/public/msg/index' },
            { key: 'videos', icon: 'video', link: '/pages/tabbar/video' },
            { key: 'live', icon: 'live', link: '/pages/liveBroadcast/index' },
            { key: 'forum', icon: 'forum', link: '/pages/user/discuss/index' },
            // issue 26: service bookings and time cards
            { key: 'bookings', icon: 'bookings', link: '/pages/order/reservation/index' },
            { key: 'timeCards', icon: 'timeCards', link: '/pages/user/timeCard/index' },
            { key: 'feedback', icon: 'feedback', link: '/pages/user/feedback' },
            { key: 'settings', icon: 'settings', link: '/pages/public/setting/index' },
          ] satisfies TitleListItem[],
        },
      },
    ],
  },
}

/** Home layout and app settings a tenant gets until it configures its own (`home` setting). */
export const HOME_DEFAULT: Omit<ConfigInit, 'storePrivate'> & { storePrivate: boolean } = {
  pages: [{ pageType: 1, title: 'home', pageLayout: { components: [{ id: 'products', type: 'products', props: { source: 1, size: 10 } }] } }, USER_CENTRE],
  start: { layout: { open: false, openType: 2, timing: 3, showCount: 0, showType: 1, imgList: [] } },
  isRefund: true,
  globalBg: 'red',
  tabBar: { color: '#808080', selectedColor: '', backgroundColor: '#ffffff', list: [] },
  storePrivate: false,
}

/**
 * The latest app a tenant offers (`version` setting, ADR 0091): name and code, the lowest code still allowed
 * (`minVersionCode`: older apps must update), `force` (every older app must update), where to get it, its notes
 * (`{lang: text}` or plain), and per platform (`android`, `ios`, `h5`, ...) what differs.
 */
export interface VersionSetting {
  version: string
  versionCode: number
  minVersionCode: number
  force: boolean
  downloadUrl: string
  notes: string | Record<string, string>
  platforms?: Record<string, Partial<Omit<VersionSetting, 'platforms'>>>
}
export const VERSION_DEFAULT: VersionSetting = { version: '1.1.03', versionCode: 1103, minVersionCode: 0, force: false, downloadUrl: '', notes: '' }
