// Registers the share area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/share.json'
import fil from '../../../locales/fil/share.json'
import ja from '../../../locales/ja/share.json'
import ko from '../../../locales/ko/share.json'
import zh_CN from '../../../locales/zh_CN/share.json'
import zh_TW from '../../../locales/zh_TW/share.json'
import { registerTexts } from '@/core/i18n'

// The share area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('share', { zh_CN, zh_TW, en, ja, ko, fil })
