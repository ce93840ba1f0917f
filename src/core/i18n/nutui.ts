import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import jaJP from '@nutui/nutui-react-taro/dist/es/locales/ja-JP'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import zhTW from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'
import type { Locale } from '~types/common'

/**
 * NutUI ships no Korean or Filipino pack: these follow the English pack's shape, translating the
 * texts NutUI shows in this app's components (common actions, empty, loading, pull-to-refresh).
 */
const koKR = {
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

const filPH = {
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

const PACKS = { zh_CN: zhCN, zh_TW: zhTW, en: enUS, ja: jaJP, ko: koKR, fil: filPH }

export function nutuiLocale(lng: Locale) {
  return PACKS[lng] ?? zhCN
}
