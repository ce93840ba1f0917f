import en from '../../../locales/en/refund.json'
import fil from '../../../locales/fil/refund.json'
import ja from '../../../locales/ja/refund.json'
import ko from '../../../locales/ko/refund.json'
import zh_CN from '../../../locales/zh_CN/refund.json'
import zh_TW from '../../../locales/zh_TW/refund.json'
import { registerTexts } from '@/core/i18n'

// The refund area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('refund', { zh_CN, zh_TW, en, ja, ko, fil })
