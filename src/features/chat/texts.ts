import en from '../../../locales/en/chat.json'
import fil from '../../../locales/fil/chat.json'
import ja from '../../../locales/ja/chat.json'
import ko from '../../../locales/ko/chat.json'
import zh_CN from '../../../locales/zh_CN/chat.json'
import zh_TW from '../../../locales/zh_TW/chat.json'
import { registerTexts } from '@/core/i18n'

// The chat area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('chat', { zh_CN, zh_TW, en, ja, ko, fil })
