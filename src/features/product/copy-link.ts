import Taro from '@tarojs/taro'

/**
 * H5 only (share-button.h5.tsx loads it on the first tap): Taro's setClipboardData, which brings Taro's
 * interaction module (its own "copied" toast) with it: not among the product page's first chunks.
 */
export const copyLink = (data: string) => Taro.setClipboardData({ data })
