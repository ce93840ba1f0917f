import en from '../../../locales/en/account.json'
import fil from '../../../locales/fil/account.json'
import ja from '../../../locales/ja/account.json'
import ko from '../../../locales/ko/account.json'
import zh_CN from '../../../locales/zh_CN/account.json'
import zh_TW from '../../../locales/zh_TW/account.json'
import { registerTexts } from '@/core/i18n'

// The account area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('account', { zh_CN, zh_TW, en, ja, ko, fil })
