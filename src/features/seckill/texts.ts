// Registers the seckill area's texts (mini-programs, React Native, tests).
import en from '../../../locales/en/seckill.json'
import fil from '../../../locales/fil/seckill.json'
import ja from '../../../locales/ja/seckill.json'
import ko from '../../../locales/ko/seckill.json'
import zh_CN from '../../../locales/zh_CN/seckill.json'
import zh_TW from '../../../locales/zh_TW/seckill.json'
import { registerTexts } from '@/core/i18n'

// The seckill area's texts, in its own package (mini-programs cannot load code later: all six here).
// H5 takes texts.h5.ts, which loads a language other than the default when it is used.
registerTexts('seckill', { zh_CN, zh_TW, en, ja, ko, fil })
