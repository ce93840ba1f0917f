// Registers the __area__ area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/__area__.json'
import fil from '../../../locales/fil/__area__.json'
import ja from '../../../locales/ja/__area__.json'
import ko from '../../../locales/ko/__area__.json'
import zh_CN from '../../../locales/zh_CN/__area__.json'
import zh_TW from '../../../locales/zh_TW/__area__.json'
import { registerTexts } from '@/core/i18n'

// The __area__ area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('__area__', { zh_CN, zh_TW, en, ja, ko, fil })
