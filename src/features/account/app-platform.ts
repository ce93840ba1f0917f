/** The platform the version check asks about (the tenant may offer each its own build): h5, weapp, alipay, tt. */
export const appPlatform = (): string => process.env.TARO_ENV
