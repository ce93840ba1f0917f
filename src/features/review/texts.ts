import en from '../../../locales/en/review.json'
import fil from '../../../locales/fil/review.json'
import ja from '../../../locales/ja/review.json'
import ko from '../../../locales/ko/review.json'
import zh_CN from '../../../locales/zh_CN/review.json'
import zh_TW from '../../../locales/zh_TW/review.json'
import { registerTexts } from '@/core/i18n'

// The review area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('review', { zh_CN, zh_TW, en, ja, ko, fil })
