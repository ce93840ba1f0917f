import en from '../../../locales/en/message.json'
import fil from '../../../locales/fil/message.json'
import ja from '../../../locales/ja/message.json'
import ko from '../../../locales/ko/message.json'
import zh_CN from '../../../locales/zh_CN/message.json'
import zh_TW from '../../../locales/zh_TW/message.json'
import { registerTexts } from '@/core/i18n'

// The message centre and feedback texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('message', { zh_CN, zh_TW, en, ja, ko, fil })
