import common from '../../../../locales/fil/common.json'
import pages from '../../../../locales/fil/pages.json'
import shell from '../../../../locales/fil/shell.json'
import validation from '../../../../locales/fil/validation.json'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import type { LocalePack } from './types'

/** NutUI ships no Filipino pack: the English pack's shape, with the texts this app's components show. */
const nutui = {
  ...enUS,
  save: 'I-save',
  confirm: 'Kumpirmahin',
  cancel: 'Kanselahin',
  done: 'Tapos',
  noData: 'Walang datos',
  placeholder: 'Ilagay dito',
  select: 'Pumili',
  edit: 'I-edit',
  reset: 'I-reset',
  close: 'Isara',
  infiniteloading: { pullRefreshText: 'Hilahin para i-refresh', loadText: 'Naglo-load', loadMoreText: 'Wala nang iba pa' },
}

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
