import common from '../../../../locales/ko/common.json'
import pages from '../../../../locales/ko/pages.json'
import shell from '../../../../locales/ko/shell.json'
import validation from '../../../../locales/ko/validation.json'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import type { LocalePack } from './types'

/** NutUI ships no Korean pack: the English pack's shape, with the texts this app's components show. */
const nutui = {
  ...enUS,
  save: '저장',
  confirm: '확인',
  cancel: '취소',
  done: '완료',
  noData: '데이터 없음',
  placeholder: '입력하세요',
  select: '선택',
  edit: '편집',
  reset: '초기화',
  close: '닫기',
  infiniteloading: { pullRefreshText: '당겨서 새로고침', loadText: '불러오는 중', loadMoreText: '더 이상 없습니다' },
}

const pack: LocalePack = { texts: { common, pages, shell, validation }, nutui }
export default pack
