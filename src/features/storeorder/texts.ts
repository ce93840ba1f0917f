// Registers the store order area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/storeorder.json'
import fil from '../../../locales/fil/storeorder.json'
import ja from '../../../locales/ja/storeorder.json'
import ko from '../../../locales/ko/storeorder.json'
import zh_CN from '../../../locales/zh_CN/storeorder.json'
import zh_TW from '../../../locales/zh_TW/storeorder.json'
import { registerTexts } from '@/core/i18n'

// The store order area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('storeorder', { zh_CN, zh_TW, en, ja, ko, fil })
