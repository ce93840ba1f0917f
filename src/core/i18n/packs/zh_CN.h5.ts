import common from '../../../../locales/zh_CN/common.json'
import shell from '../../../../locales/zh_CN/shell.json'
import validation from '../../../../locales/zh_CN/validation.json'
import nutui from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import type { LocalePack } from './types'

/**
 * H5: zh_CN without its page titles (1.2 KB brotli in the entry): they are Taro's route table's titles
 * (scripts/gen-pages.mjs writes locales/zh_CN/pages.json into every page's config, which the route table
 * carries), added by load-packs.h5.ts when the router launches, before any page renders.
 */
const pack: LocalePack = { texts: { common, pages: {}, shell, validation }, nutui }
export default pack
