import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { ProductResults, useProductResults } from '@/features/catalog/product-results'
import { addHistory, clearHistory, HISTORY_CAP, readHistory } from '@/features/catalog/search-history'
import { SearchScreen } from '@/features/catalog/search-screen'
import { NO_FILTER, searchQuery, toMinor } from '@/features/catalog/search-query'
import '@/features/catalog/texts'
import { fakeApi, type FakeApi } from './fake-api'

let api: FakeApi
const product = (id: number) => ({
  id,
  title: `Tea ${id}`,
  image: '/x.webp',
  price: 1990,
  originalPrice: 2990,
  sales: id,
  shopId: 3,
  shopName: 'Tea House',
  inStock: id % 2 === 0,
})

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  clearHistory()
  // page hooks: no page lifecycle in jsdom
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).useReachBottom = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).useRouter = () => ({ params: {} })
  ;(Taro as any).showToast = jest.fn(async () => {})
  api = fakeApi()
    .on('catalog.hotWords', () => ['green tea', 'phone'])
    .on('catalog.suggest', ({ query }) => [`${query.keyword} cup`, `${query.keyword} pot`])
    .on('catalog.productSearch', () => ({ rows: [product(1), product(2)], total: 2 }))
    .install()
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
})
afterEach(() => {
  jest.useRealTimers()
  expect(api.problems()).toEqual([])
})

const typeInto = (root: HTMLElement, testId: string, value: string) => {
  // Taro's Input is the <taro-input-core> web component: typing is an `input` event with detail.value
  const input = root.querySelector(`[data-testid="${testId}"]`)
  expect(input).not.toBeNull()
  act(() => {
    input!.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
const suggestCalls = () => api.calls('catalog.suggest')

describe('search history on the device', () => {
  test('adds newest first, moves a repeat to the front instead of repeating it, ignores blanks', () => {
    addHistory('tea')
    addHistory('cup')
    addHistory('  tea ')
    addHistory('   ')
    expect(readHistory()).toEqual(['tea', 'cup'])
  })
  test(`keeps at most ${HISTORY_CAP} words, dropping the oldest`, () => {
    for (let i = 1; i <= HISTORY_CAP + 3; i++) addHistory(`w${i}`)
    const h = readHistory()
    expect(h).toHaveLength(HISTORY_CAP)
    expect(h[0]).toBe(`w${HISTORY_CAP + 3}`)
    expect(h).not.toContain('w3')
    expect(h).toContain('w4')
  })
  test('clearing empties it, on the screen too', async () => {
    addHistory('tea')
    render(<SearchScreen />)
    expect(screen.getByTestId('search-history').textContent).toContain('tea')
    await act(async () => {
      fireEvent.click(screen.getByTestId('history-clear'))
    })
    expect(screen.queryByTestId('search-history')).toBeNull()
    expect(readHistory()).toEqual([])
  })
})

test('suggestions are asked 500 ms after the last keystroke, once, for what was typed last', async () => {
  jest.useFakeTimers()
  const { container } = render(<SearchScreen />)
  typeInto(container, 'search-input', 't')
  act(() => void jest.advanceTimersByTime(300))
  typeInto(container, 'search-input', 'te')
  act(() => void jest.advanceTimersByTime(300))
  typeInto(container, 'search-input', 'tea')
  act(() => void jest.advanceTimersByTime(499))
  expect(suggestCalls()).toHaveLength(0)
  await act(async () => {
    jest.advanceTimersByTime(1)
  })
  expect(suggestCalls()).toHaveLength(1)
  expect(suggestCalls()[0].query).toEqual({ keyword: 'tea' })
  await act(async () => {
    await Promise.resolve()
  })
  jest.useRealTimers()
  expect(await screen.findByText('tea cup')).toBeTruthy()
  // choosing a suggestion searches it: history keeps it, the results page opens with the keyword
  await act(async () => {
    fireEvent.click(screen.getByText('tea pot'))
  })
  expect(readHistory()[0]).toBe('tea pot')
  expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/classify/searchResult?keyword=tea%20pot')
})

function Results() {
  const r = useProductResults({ keyword: '茶' })
  return <ProductResults r={r} />
}
const searchCalls = () => api.calls('catalog.productSearch')

test('the results page sends the chosen sort and filters, prices in minor units, page size 10', async () => {
  const { container } = render(<Results />)
  expect(await screen.findByText('Tea 1')).toBeTruthy()
  expect(searchCalls()[0].query).toEqual({ keyword: '茶', pageNum: 1, pageSize: 10 })
  // the sold-out mark is on the out-of-stock card only; the original price shows when higher
  expect(screen.getAllByText('Sold out')).toHaveLength(1)
  expect(screen.getAllByText('¥29.90')).toHaveLength(2)
  await act(async () => {
    fireEvent.click(screen.getByTestId('sort-priceAsc'))
  })
  expect(searchCalls().at(-1)!.query).toEqual({ keyword: '茶', sort: 'priceAsc', pageNum: 1, pageSize: 10 })
  fireEvent.click(screen.getByTestId('filter-toggle'))
  typeInto(container, 'price-min', '10')
  typeInto(container, 'price-max', '20.5')
  fireEvent.click(screen.getByTestId('in-stock'))
  fireEvent.click(screen.getByText('Tea House'))
  await act(async () => {
    fireEvent.click(screen.getByTestId('filter-apply'))
  })
  expect(searchCalls().at(-1)!.query).toEqual({
    keyword: '茶',
    sort: 'priceAsc',
    priceMin: 1000,
    priceMax: 2050,
    inStock: true,
    shopId: 3,
    pageNum: 1,
    pageSize: 10,
  })
})

test('a price range upside down is refused before anything is sent', async () => {
  const { container } = render(<Results />)
  await screen.findByText('Tea 1')
  const before = searchCalls().length
  fireEvent.click(screen.getByTestId('filter-toggle'))
  typeInto(container, 'price-min', '30')
  typeInto(container, 'price-max', '20')
  await act(async () => {
    fireEvent.click(screen.getByTestId('filter-apply'))
  })
  expect(searchCalls()).toHaveLength(before)
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'The minimum price cannot be above the maximum' }))
})

test('the query leaves out what was not chosen; prices convert without rounding errors', () => {
  expect(searchQuery({ categoryId: 7 }, 'default', NO_FILTER, 2)).toEqual({ categoryId: 7, pageNum: 2, pageSize: 10 })
  expect(toMinor('0.07')).toBe(7)
  expect(toMinor('19.9')).toBe(1990)
  expect(toMinor('1.005')).toBeUndefined()
  expect(toMinor('-1')).toBeUndefined()
})
