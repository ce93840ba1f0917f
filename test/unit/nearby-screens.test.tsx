// The nearby screens on the shared fake API: the tab (the default centre until a position is known, allow location
// with the weak-GPS toast, a refused permission, a picked city; the list by distance with paging and pull to
// refresh, open or closed, rating, distance), the search (history, hot words), the results by name and a store's page
// (its actions open the pages of pay, goods and booking by name; an unknown store shows the server's message).
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { NearbyApi, NearbyCodes, type NearbyStore, type NearbyStoreInfo } from '~types/nearby'
import { DEFAULT_MAP_CENTRE } from '~types/nearby-codes'
import { distanceText } from '@/core/location'
import { nav } from '@/core/navigation'
import { storage } from '@/core/storage'
import { useSettingsStore } from '@/core/stores/settings'
import { NearbyScreen } from '@/features/nearby/nearby-screen'
import { NearbySearchScreen } from '@/features/nearby/search-screen'
import { NearbySearchResultScreen } from '@/features/nearby/search-result-screen'
import { NearbyStoreInfoScreen } from '@/features/nearby/store-info-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(30_000)

const store = (id: number, o: Partial<NearbyStore> = {}): NearbyStore => ({
  id,
  name: `Store ${id}`,
  kind: 'nearby_store',
  logo: '',
  address: `${id} Wangfujing Street`,
  hours: '08:00-22:00',
  open: true,
  rating: 4.5,
  distance: id * 100,
  latitude: 39.91,
  longitude: 116.4,
  ...o,
})
const ALL = Array.from({ length: 23 }, (_, i) => store(i + 1, { open: i % 5 !== 3 }))
const info = (o: Partial<NearbyStoreInfo> = {}): NearbyStoreInfo => ({
  ...store(7),
  name: 'Moments Café',
  phone: '010-5555-0303',
  intro: 'Coffee and cake',
  notice: 'Open on holidays',
  photos: ['/a.png', '/b.png'],
  goodsCount: 12,
  closedByMerchant: false,
  ...o,
})

let api: FakeApi
let page: FakePage
let queries: Array<Record<string, unknown>>

beforeEach(() => {
  page = fakePage({}, 'pages/tabbar/nearby')
  useSettingsStore.getState().setLocation(null)
  storage.removeItem('nearby.searchHistory')
  queries = []
  api = fakeApi()
    .on(NearbyApi.list, ({ query }) => {
      queries.push(query as Record<string, unknown>)
      const q = query as { pageNum?: string; pageSize?: string; keyword?: string }
      const size = Number(q.pageSize ?? 20)
      const num = Number(q.pageNum ?? 1)
      const rows = q.keyword ? ALL.filter((s) => s.name.toLowerCase().includes(String(q.keyword).toLowerCase())) : ALL
      return { rows: rows.slice((num - 1) * size, num * size), total: rows.length }
    })
    .on(NearbyApi.hot, () => ['Store 1', 'Store 2'])
    .on(NearbyApi.info, ({ params }) => (Number(params.id) === 7 ? info() : refuse(404, NearbyCodes.STORE_NOT_FOUND, 'This store does not exist')))
    .install()
})
afterEach(() => {
  jest.restoreAllMocks()
  expect(api.problems()).toEqual([])
})

test('the tab without a position: the default centre, 20 stores by distance, the next 3 at the bottom, pull to refresh', async () => {
  render(<NearbyScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-store-1')).toBeTruthy())
  expect(screen.getByTestId('nearby-place-name').textContent).toBe('Beijing (default)')
  expect(screen.getByTestId('nearby-allow')).toBeTruthy()
  expect(queries[0]).toMatchObject({ latitude: DEFAULT_MAP_CENTRE.latitude, longitude: DEFAULT_MAP_CENTRE.longitude, pageNum: 1 })
  expect(screen.queryByTestId('nearby-store-21')).toBeNull()
  expect(screen.getByTestId('nearby-distance-12').textContent).toBe('1.2 km')
  expect(screen.getByTestId('nearby-distance-3').textContent).toBe('300 m')
  expect(screen.getByTestId('nearby-open-4').textContent).toBe('Closed')
  expect(screen.getByTestId('nearby-open-1').textContent).toBe('Open')
  act(() => page.reachBottom!())
  await waitFor(() => expect(screen.getByTestId('nearby-store-23')).toBeTruthy())
  expect(queries.at(-1)).toMatchObject({ pageNum: 2 })
  const before = queries.length
  act(() => page.pullRefresh!())
  await waitFor(() => expect(queries.length).toBe(before + 1))
  fireEvent.click(screen.getByTestId('nearby-store-5'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('nearby/store/info?id=5'))
})

test('allow location: the fix is used (and kept for the headers); a weak one says "GPS signal weak"', async () => {
  jest.spyOn(Taro, 'getLocation').mockImplementation((async () => ({ latitude: 39.95, longitude: 116.45, accuracy: 3000 })) as never)
  render(<NearbyScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-allow-button')).toBeTruthy())
  fireEvent.click(screen.getByTestId('nearby-allow-button'))
  await waitFor(() => expect(screen.getByTestId('nearby-place-name').textContent).toBe('My location'))
  expect(page.toasts).toContain('GPS signal weak')
  expect(useSettingsStore.getState().location).toEqual({ latitude: 39.95, longitude: 116.45 })
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ latitude: 39.95, longitude: 116.45 }))
  expect(screen.queryByTestId('nearby-allow')).toBeNull()
})

test('location refused: a message, nothing changes; a picked city is used and named', async () => {
  jest.spyOn(Taro, 'getLocation').mockImplementation((async () => {
    throw new Error('getLocation:fail auth deny')
  }) as never)
  render(<NearbyScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-allow-button')).toBeTruthy())
  fireEvent.click(screen.getByTestId('nearby-allow-button'))
  await waitFor(() => expect(page.toasts).toContain('Cannot get your location; pick a city'))
  expect(useSettingsStore.getState().location).toBeNull()
  fireEvent.click(screen.getByTestId('nearby-pick-city'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('nearby/city'))
  await act(() => nav.pickDone(page.pickId(), { name: 'Shanghai', latitude: 31.23, longitude: 121.47 }))
  await waitFor(() => expect(screen.getByTestId('nearby-place-name').textContent).toBe('Shanghai'))
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ latitude: 31.23, longitude: 121.47 }))
})

test('the search: history kept on the device, hot words from the server; a word opens the results', async () => {
  storage.setItem('nearby.searchHistory', JSON.stringify(['tea']))
  page.params = {}
  const { container } = render(<NearbySearchScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-hot').textContent).toContain('Store 2'))
  expect(screen.getByTestId('nearby-history').textContent).toContain('tea')
  const input = container.querySelector('[data-testid="nearby-search-input"]')!
  act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value: 'Store 1' }, bubbles: true })))
  fireEvent.click(screen.getByTestId('nearby-search-submit'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('nearby/searchResult?keyword=Store%201'))
  expect(JSON.parse(storage.getItem('nearby.searchHistory')!)).toEqual(['Store 1', 'tea'])
  fireEvent.click(screen.getByTestId('nearby-history-clear'))
  expect(screen.queryByTestId('nearby-history')).toBeNull()
})

test('the results by name; none found: the empty state', async () => {
  page.params = { keyword: 'Store 2' }
  const { unmount } = render(<NearbySearchResultScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-store-2')).toBeTruthy())
  expect(screen.getByTestId('nearby-store-20')).toBeTruthy()
  expect(screen.queryByTestId('nearby-store-3')).toBeNull()
  expect(queries.at(-1)).toMatchObject({ keyword: 'Store 2' })
  unmount()
  page.params = { keyword: 'nothing' }
  render(<NearbySearchResultScreen />)
  await waitFor(() => expect(screen.getByText('No stores found')).toBeTruthy())
})

test("a store's page: photos, open, distance, address to its map, and pay, order, book by page name", async () => {
  page.params = { id: '7' }
  render(<NearbyStoreInfoScreen />)
  await waitFor(() => expect(screen.getByTestId('nearby-store-name').textContent).toBe('Moments Café'))
  expect(screen.getByTestId('nearby-store-open').textContent).toBe('Open')
  expect(screen.getByTestId('nearby-store-distance').textContent).toBe('700 m away')
  expect(screen.getByTestId('nearby-store-address').textContent).toBe('7 Wangfujing Street')
  expect(screen.getByText('Goods: 12')).toBeTruthy()
  fireEvent.click(screen.getByTestId('nearby-store-map'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('store/map?id=7'))
  fireEvent.click(screen.getByTestId('nearby-store-pay'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('nearby/pay?shopId=7'))
  fireEvent.click(screen.getByTestId('nearby-store-order'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('systemPay/nearby/goods/index?shopId=7'))
  fireEvent.click(screen.getByTestId('nearby-store-book'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('classify/reservation/index?shopId=7'))
})

test('an unknown store: the server’s message with retry', async () => {
  page.params = { id: '99' }
  render(<NearbyStoreInfoScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This store does not exist'))
})

test('distances: metres under 1 km, one decimal under 10 km', () => {
  expect(distanceText(0)).toBe('0 m')
  expect(distanceText(999)).toBe('999 m')
  expect(distanceText(1049)).toBe('1.0 km')
  expect(distanceText(12_400)).toBe('12 km')
})
