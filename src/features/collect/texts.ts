import en from '../../../locales/en/collect.json'
import fil from '../../../locales/fil/collect.json'
import ja from '../../../locales/ja/collect.json'
import ko from '../../../locales/ko/collect.json'
import zh_CN from '../../../locales/zh_CN/collect.json'
import zh_TW from '../../../locales/zh_TW/collect.json'
import { registerTexts } from '@/core/i18n'

// The collect area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('collect', { zh_CN, zh_TW, en, ja, ko, fil })
