import en from '../../../locales/en/approval.json'
import fil from '../../../locales/fil/approval.json'
import ja from '../../../locales/ja/approval.json'
import ko from '../../../locales/ko/approval.json'
import zh_CN from '../../../locales/zh_CN/approval.json'
import zh_TW from '../../../locales/zh_TW/approval.json'
import { registerTexts } from '@/core/i18n'

// The review queue's texts (the desk), in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('approval', { zh_CN, zh_TW, en, ja, ko, fil })
