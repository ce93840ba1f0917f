import en from '../../../locales/en/video.json'
import fil from '../../../locales/fil/video.json'
import ja from '../../../locales/ja/video.json'
import ko from '../../../locales/ko/video.json'
import zh_CN from '../../../locales/zh_CN/video.json'
import zh_TW from '../../../locales/zh_TW/video.json'
import { registerTexts } from '@/core/i18n'

// The short videos' texts (the feed and the merchant's videos): all six here (mini-programs cannot load code later).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('video', { zh_CN, zh_TW, en, ja, ko, fil })
