import type { ConfigInit } from '../../../../types/system.js'

/** Home layout and app settings a tenant gets until it configures its own (`home` setting). */
export const HOME_DEFAULT: Omit<ConfigInit, 'storePrivate'> & { storePrivate: boolean } = {
  pages: [
    { pageType: 1, title: 'home', pageLayout: { components: [{ id: 'products', type: 'products', props: { source: 1, size: 10 } }] } },
    {
      pageType: 2,
      title: 'user',
      pageLayout: { components: [{ id: 'orderIcon', type: 'orderIcon', props: { titleList: ['pending', 'deliver', 'receiving', 'evaluate', 'refund'] } }] },
    },
  ],
  start: { layout: { open: false, openType: 2, timing: 3, showCount: 0, showType: 1, imgList: [] } },
  isRefund: true,
  globalBg: 'red',
  tabBar: { color: '#808080', selectedColor: '', backgroundColor: '#ffffff', list: [] },
  storePrivate: false,
}

export const CASH_DEFAULT = {
  currency: 'CNY',
  minAmount: 1000,
  maxAmount: 5_000_000,
  dailyMax: 10_000_000,
  feeRate: 0.006,
  feeMin: 100,
  needRealName: true,
  needSign: true,
  arrival: 'T+1',
}

export const VERSION_DEFAULT = { version: '1.1.03', versionCode: 1103, force: false, downloadUrl: '', notes: '' }
