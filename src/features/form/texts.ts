// Registers the form area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/form.json'
import fil from '../../../locales/fil/form.json'
import ja from '../../../locales/ja/form.json'
import ko from '../../../locales/ko/form.json'
import zh_CN from '../../../locales/zh_CN/form.json'
import zh_TW from '../../../locales/zh_TW/form.json'
import { registerTexts } from '@/core/i18n'

// The form area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('form', { zh_CN, zh_TW, en, ja, ko, fil })
