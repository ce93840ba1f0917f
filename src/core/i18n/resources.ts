import enAccount from '../../../locales/en/account.json'
import enCommon from '../../../locales/en/common.json'
import enPages from '../../../locales/en/pages.json'
import enShell from '../../../locales/en/shell.json'
import enValidation from '../../../locales/en/validation.json'
import filAccount from '../../../locales/fil/account.json'
import filCommon from '../../../locales/fil/common.json'
import filPages from '../../../locales/fil/pages.json'
import filShell from '../../../locales/fil/shell.json'
import filValidation from '../../../locales/fil/validation.json'
import jaAccount from '../../../locales/ja/account.json'
import jaCommon from '../../../locales/ja/common.json'
import jaPages from '../../../locales/ja/pages.json'
import jaShell from '../../../locales/ja/shell.json'
import jaValidation from '../../../locales/ja/validation.json'
import koAccount from '../../../locales/ko/account.json'
import koCommon from '../../../locales/ko/common.json'
import koPages from '../../../locales/ko/pages.json'
import koShell from '../../../locales/ko/shell.json'
import koValidation from '../../../locales/ko/validation.json'
import zhCNAccount from '../../../locales/zh_CN/account.json'
import zhCNCommon from '../../../locales/zh_CN/common.json'
import zhCNPages from '../../../locales/zh_CN/pages.json'
import zhCNShell from '../../../locales/zh_CN/shell.json'
import zhCNValidation from '../../../locales/zh_CN/validation.json'
import zhTWAccount from '../../../locales/zh_TW/account.json'
import zhTWCommon from '../../../locales/zh_TW/common.json'
import zhTWPages from '../../../locales/zh_TW/pages.json'
import zhTWShell from '../../../locales/zh_TW/shell.json'
import zhTWValidation from '../../../locales/zh_TW/validation.json'

/** Every locale file, inline (static imports work in Taro H5, weapp and jest alike). */
export const resources = {
  zh_CN: { common: zhCNCommon, pages: zhCNPages, shell: zhCNShell, account: zhCNAccount, validation: zhCNValidation },
  zh_TW: { common: zhTWCommon, pages: zhTWPages, shell: zhTWShell, account: zhTWAccount, validation: zhTWValidation },
  en: { common: enCommon, pages: enPages, shell: enShell, account: enAccount, validation: enValidation },
  ja: { common: jaCommon, pages: jaPages, shell: jaShell, account: jaAccount, validation: jaValidation },
  ko: { common: koCommon, pages: koPages, shell: koShell, account: koAccount, validation: koValidation },
  fil: { common: filCommon, pages: filPages, shell: filShell, account: filAccount, validation: filValidation },
}

export const NAMESPACES = ['common', 'pages', 'shell', 'account', 'validation'] as const
