import en from '../../../locales/en/order.json'
import fil from '../../../locales/fil/order.json'
import ja from '../../../locales/ja/order.json'
import ko from '../../../locales/ko/order.json'
import zh_CN from '../../../locales/zh_CN/order.json'
import zh_TW from '../../../locales/zh_TW/order.json'
import { registerTexts } from '@/core/i18n'

// The order area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('order', { zh_CN, zh_TW, en, ja, ko, fil })
