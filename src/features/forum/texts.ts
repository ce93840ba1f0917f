// Registers the forum area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/forum.json'
import fil from '../../../locales/fil/forum.json'
import ja from '../../../locales/ja/forum.json'
import ko from '../../../locales/ko/forum.json'
import zh_CN from '../../../locales/zh_CN/forum.json'
import zh_TW from '../../../locales/zh_TW/forum.json'
import { registerTexts } from '@/core/i18n'

// The forum area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('forum', { zh_CN, zh_TW, en, ja, ko, fil })
