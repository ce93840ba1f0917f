import { DEFAULT_LOCALE, type Locale } from '~types/constants'

/**
 * The closest of the app's languages to a device or browser language tag (`en-US`, `zh_HK`,
 * `zh-Hant-TW`, `fil-PH`, `tl`), or undefined when none is close. Chinese: Traditional for Hant and
 * for Taiwan, Hong Kong and Macau, Simplified otherwise. No external dependency (a leaf module: the
 * settings store takes its first language from here).
 */
export function closestLocale(tag: string): Locale | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-')
  switch (parts[0]) {
    case 'zh':
      if (parts.includes('hans')) return 'zh_CN'
      return parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? 'zh_TW' : 'zh_CN'
    case 'en':
    case 'ja':
    case 'ko':
      return parts[0]
    case 'fil':
    case 'tl':
      return 'fil'
    default:
      return undefined
  }
}

/** The first of the device's preferred languages that the app has, else the default language. */
export function localeFromDevice(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const l = tag ? closestLocale(tag) : undefined
    if (l) return l
  }
  return DEFAULT_LOCALE
}
