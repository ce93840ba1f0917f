import en from '../../../locales/en/withdraw.json'
import fil from '../../../locales/fil/withdraw.json'
import ja from '../../../locales/ja/withdraw.json'
import ko from '../../../locales/ko/withdraw.json'
import zh_CN from '../../../locales/zh_CN/withdraw.json'
import zh_TW from '../../../locales/zh_TW/withdraw.json'
import { registerTexts } from '@/core/i18n'

// The withdrawal area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('withdraw', { zh_CN, zh_TW, en, ja, ko, fil })
