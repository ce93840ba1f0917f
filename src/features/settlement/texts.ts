import en from '../../../locales/en/settlement.json'
import fil from '../../../locales/fil/settlement.json'
import ja from '../../../locales/ja/settlement.json'
import ko from '../../../locales/ko/settlement.json'
import zh_CN from '../../../locales/zh_CN/settlement.json'
import zh_TW from '../../../locales/zh_TW/settlement.json'
import { registerTexts } from '@/core/i18n'

// The settlement area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('settlement', { zh_CN, zh_TW, en, ja, ko, fil })
