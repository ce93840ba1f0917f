import common from '../../../../locales/zh_TW/common.json'
import pages from '../../../../locales/zh_TW/pages.json'
import shell from '../../../../locales/zh_TW/shell.json'
import validation from '../../../../locales/zh_TW/validation.json'
import nutui from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'
import type { LocalePack } from './types'

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
