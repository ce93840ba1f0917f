import en from '../../../locales/en/platform.json'
import fil from '../../../locales/fil/platform.json'
import ja from '../../../locales/ja/platform.json'
import ko from '../../../locales/ko/platform.json'
import zh_CN from '../../../locales/zh_CN/platform.json'
import zh_TW from '../../../locales/zh_TW/platform.json'
import { registerTexts } from '@/core/i18n'

// The platform area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('platform', { zh_CN, zh_TW, en, ja, ko, fil })
