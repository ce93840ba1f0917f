import type { Locale } from '~types/common'
import en from './packs/en'
import fil from './packs/fil'
import ja from './packs/ja'
import ko from './packs/ko'
import zh_CN from './packs/zh_CN'
import zh_TW from './packs/zh_TW'
import type { LocalePack } from './packs/types'

/**
 * Mini-programs (and tests): every language is in the package, ready at once (a mini-program cannot
 * load code later). H5 gets `load-packs.h5.ts`, which loads a language when it is first used.
 */
export const preloaded: Partial<Record<Locale, LocalePack>> = { zh_CN, zh_TW, en, ja, ko, fil }

export function loadPack(lng: Locale): Promise<LocalePack> {
  return Promise.resolve(preloaded[lng] ?? zh_CN)
}
