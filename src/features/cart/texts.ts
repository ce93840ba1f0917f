import en from '../../../locales/en/cart.json'
import fil from '../../../locales/fil/cart.json'
import ja from '../../../locales/ja/cart.json'
import ko from '../../../locales/ko/cart.json'
import zh_CN from '../../../locales/zh_CN/cart.json'
import zh_TW from '../../../locales/zh_TW/cart.json'
import { registerTexts } from '@/core/i18n'

// The cart area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('cart', { zh_CN, zh_TW, en, ja, ko, fil })
