import Taro from '@tarojs/taro'

/** The platform the version check asks about: android or ios (each store has its own build). */
export const appPlatform = (): string => Taro.getSystemInfoSync().platform
