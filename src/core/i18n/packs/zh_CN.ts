import common from '../../../../locales/zh_CN/common.json'
import pages from '../../../../locales/zh_CN/pages.json'
import shell from '../../../../locales/zh_CN/shell.json'
import validation from '../../../../locales/zh_CN/validation.json'
import nutui from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import type { LocalePack } from './types'

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
