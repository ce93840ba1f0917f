import common from '../../../../locales/ja/common.json'
import pages from '../../../../locales/ja/pages.json'
import shell from '../../../../locales/ja/shell.json'
import validation from '../../../../locales/ja/validation.json'
import nutui from '@nutui/nutui-react-taro/dist/es/locales/ja-JP'
import type { LocalePack } from './types'

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
