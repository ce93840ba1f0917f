// Registers the wallet area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/wallet.json'
import fil from '../../../locales/fil/wallet.json'
import ja from '../../../locales/ja/wallet.json'
import ko from '../../../locales/ko/wallet.json'
import zh_CN from '../../../locales/zh_CN/wallet.json'
import zh_TW from '../../../locales/zh_TW/wallet.json'
import { registerTexts } from '@/core/i18n'

// The wallet area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('wallet', { zh_CN, zh_TW, en, ja, ko, fil })
