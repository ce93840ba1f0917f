/**
 * The nearby screens on React Native, resolved like the RN build: the tab's list with open or closed and distance
 * (the default centre until a position is known), a store's page with its actions. No text outside a Text anywhere.
 */
import { act, render, waitFor, within } from '@testing-library/react-native'
import { answer, openWith, resetAnswers } from './taro'
import { ok, byTid, queryTid, expectNoLooseText } from './screen-helpers'
import NearbyTab from '@/pages/tabbar/nearby'
import StoreInfoPage from '@/pages/nearby/store/info'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { useSettingsStore } from '@/core/stores/settings'
import { clearQueries } from '@/core/data'

const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })
const store = (id: number, o: Record<string, unknown> = {}) => ({
  id,
  name: `Store ${id}`,
  kind: 'nearby_store',
  logo: '',
  address: `${id} Wangfujing Street`,
  hours: '08:00-22:00',
  open: true,
  rating: 4.5,
  distance: id * 450,
  latitude: 39.91,
  longitude: 116.4,
  ...o,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSettingsStore.getState().setLocation(null)
  await act(() => setLocale('en'))
})

describe('nearby', () => {
  afterEach(expectNoLooseText)

  test('the tab: the default place, stores with open or closed, rating and distance', async () => {
    answer('/api/merchant/customer/store/nearby', page([store(1), store(3, { open: false, kind: 'service' })]))
    render(<NearbyTab />)
    await waitFor(() => expect(queryTid('nearby-store-3')).not.toBeNull())
    expect(within(byTid('nearby-place-name')).getByText('Beijing (default)')).toBeTruthy()
    expect(queryTid('nearby-allow')).not.toBeNull()
    expect(within(byTid('nearby-store-1')).getByText('Open')).toBeTruthy()
    expect(within(byTid('nearby-store-3')).getByText('Closed')).toBeTruthy()
    expect(within(byTid('nearby-store-3')).getByText('1.4 km')).toBeTruthy()
  })

  test("a store's page: name, address, phone, and the pay, order and book actions", async () => {
    answer(
      '/api/merchant/customer/store/info/7',
      ok({
        ...store(7),
        name: 'Moments Café',
        phone: '010-5555-0303',
        intro: 'Coffee',
        notice: '',
        photos: ['/a.png'],
        goodsCount: 3,
        closedByMerchant: false,
      }),
    )
    openWith({ id: '7' })
    render(<StoreInfoPage />)
    await waitFor(() => expect(queryTid('nearby-store-name')).not.toBeNull())
    expect(within(byTid('nearby-store-name')).getByText('Moments Café')).toBeTruthy()
    expect(queryTid('nearby-store-pay')).not.toBeNull()
    expect(queryTid('nearby-store-order')).not.toBeNull()
    expect(queryTid('nearby-store-book')).not.toBeNull()
  })
})
