import en from '../../../locales/en/map.json'
import fil from '../../../locales/fil/map.json'
import ja from '../../../locales/ja/map.json'
import ko from '../../../locales/ko/map.json'
import zh_CN from '../../../locales/zh_CN/map.json'
import zh_TW from '../../../locales/zh_TW/map.json'
import { registerTexts } from '@/core/i18n'

// The mapess area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('map', { zh_CN, zh_TW, en, ja, ko, fil })
