import Taro from '@tarojs/taro'

/**
 * The device's preferred languages, best first: the host's language on mini-programs (`zh_CN`, `en`,
 * `zh_HK`...), and on React Native, then what the JS engine's Intl reports. H5: device-languages.h5.ts.
 */
export function deviceLanguages(): string[] {
  const out: string[] = []
  try {
    const lang = (Taro.getSystemInfoSync() as { language?: string }).language
    if (lang) out.push(lang)
  } catch {
    /* no system info on this host */
  }
  try {
    out.push(Intl.DateTimeFormat().resolvedOptions().locale)
  } catch {
    /* no Intl */
  }
  return out
}
