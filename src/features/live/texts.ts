// Registers the live area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/live.json'
import fil from '../../../locales/fil/live.json'
import ja from '../../../locales/ja/live.json'
import ko from '../../../locales/ko/live.json'
import zh_CN from '../../../locales/zh_CN/live.json'
import zh_TW from '../../../locales/zh_TW/live.json'
import { registerTexts } from '@/core/i18n'

// The live area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('live', { zh_CN, zh_TW, en, ja, ko, fil })
