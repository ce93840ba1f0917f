// Registers the nearby area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/nearby.json'
import fil from '../../../locales/fil/nearby.json'
import ja from '../../../locales/ja/nearby.json'
import ko from '../../../locales/ko/nearby.json'
import zh_CN from '../../../locales/zh_CN/nearby.json'
import zh_TW from '../../../locales/zh_TW/nearby.json'
import { registerTexts } from '@/core/i18n'

// The nearby area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('nearby', { zh_CN, zh_TW, en, ja, ko, fil })
