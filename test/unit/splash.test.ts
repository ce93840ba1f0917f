import Taro from '@tarojs/taro'
import { countShown, mayShow, targetOf } from '@/features/shell/splash-screen'
import type { StartLayout } from '~types/system'

const layout = (o: Partial<StartLayout> = {}): StartLayout =>
  ({ open: true, openType: 1, timing: 3, showCount: 2, showType: 1, imgList: [{ url: '/a.png', link: '' }], ...o }) as StartLayout

beforeEach(() => Taro.clearStorageSync())

test('the first-load target comes from the url query, with its own query kept', () => {
  expect(targetOf(undefined)).toEqual({ name: 'tabbar/index' })
  expect(targetOf('/pages/classify/searchResult?keyword=tea%20cup&page=2')).toEqual({
    name: 'classify/searchResult',
    params: { keyword: 'tea cup', page: '2' },
  })
  expect(targetOf('/pages/no/such/page')).toEqual({ name: 'tabbar/index' })
  expect(targetOf('/pages/splash')).toEqual({ name: 'tabbar/index' })
})

test('splash shows at most showCount times a day; 0 means every time; closed or empty never', () => {
  const l = layout({ showCount: 2 })
  expect(mayShow(l)).toBe(true)
  countShown()
  expect(mayShow(l)).toBe(true)
  countShown()
  expect(mayShow(l)).toBe(false)
  expect(mayShow(layout({ showCount: 0 }))).toBe(true)
  expect(mayShow(layout({ open: false }))).toBe(false)
  expect(mayShow(layout({ imgList: [] }))).toBe(false)
})

test('the daily count starts again on a new day', () => {
  Taro.setStorageSync('mall-splash-shown', JSON.stringify({ day: '2000-01-01', n: 99 }))
  expect(mayShow(layout({ showCount: 1 }))).toBe(true)
})
