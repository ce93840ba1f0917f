// Registers the invite area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/invite.json'
import fil from '../../../locales/fil/invite.json'
import ja from '../../../locales/ja/invite.json'
import ko from '../../../locales/ko/invite.json'
import zh_CN from '../../../locales/zh_CN/invite.json'
import zh_TW from '../../../locales/zh_TW/invite.json'
import { registerTexts } from '@/core/i18n'

// The invite area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('invite', { zh_CN, zh_TW, en, ja, ko, fil })
