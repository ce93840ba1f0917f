import Taro from '@tarojs/taro'

/** Pull to refresh on a tab page with nothing to reload yet: close the spinner after a moment. */
export const stopRefresh = () => setTimeout(() => Taro.stopPullDownRefresh(), 300)
