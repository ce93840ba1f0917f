import type { Catalog } from './index.js'

/** Messages of the catalog area, keys prefixed `catalog.`. Every locale has the same keys (a test checks). */
export const catalog: Catalog = { zh_CN: {}, zh_TW: {}, en: {}, ja: {}, ko: {}, fil: {} }
