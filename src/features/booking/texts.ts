import en from '../../../locales/en/booking.json'
import fil from '../../../locales/fil/booking.json'
import ja from '../../../locales/ja/booking.json'
import ko from '../../../locales/ko/booking.json'
import zh_CN from '../../../locales/zh_CN/booking.json'
import zh_TW from '../../../locales/zh_TW/booking.json'
import { registerTexts } from '@/core/i18n'

// The booking area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('booking', { zh_CN, zh_TW, en, ja, ko, fil })
