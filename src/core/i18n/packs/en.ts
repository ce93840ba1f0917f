import common from '../../../../locales/en/common.json'
import pages from '../../../../locales/en/pages.json'
import shell from '../../../../locales/en/shell.json'
import validation from '../../../../locales/en/validation.json'
import nutui from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import type { LocalePack } from './types'

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
