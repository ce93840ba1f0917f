import en from '../../../locales/en/addr.json'
import fil from '../../../locales/fil/addr.json'
import ja from '../../../locales/ja/addr.json'
import ko from '../../../locales/ko/addr.json'
import zh_CN from '../../../locales/zh_CN/addr.json'
import zh_TW from '../../../locales/zh_TW/addr.json'
import { registerTexts } from '@/core/i18n'

// The address area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('addr', { zh_CN, zh_TW, en, ja, ko, fil })
