import en from '../../../locales/en/coupon.json'
import fil from '../../../locales/fil/coupon.json'
import ja from '../../../locales/ja/coupon.json'
import ko from '../../../locales/ko/coupon.json'
import zh_CN from '../../../locales/zh_CN/coupon.json'
import zh_TW from '../../../locales/zh_TW/coupon.json'
import { registerTexts } from '@/core/i18n'

// The coupon area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('coupon', { zh_CN, zh_TW, en, ja, ko, fil })
