/**
 * Maps on React Native: the page entries of the shared src resolved like the RN build with a fake API (test/taro.ts
 * `answer`; the map service is asked with plain requests there, no JSONP). The store's map draws tiles as images with
 * the store's marker; the address picker names the place under the pin; the city picker lists cities. No text outside
 * a Text anywhere.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, openWith, resetAnswers, requests } from './taro'
import { ok, byTid, expectNoLooseText } from './screen-helpers'
import StoreMapPage from '@/pages/store/map'
import CityPage from '@/pages/nearby/city'
import NearbyAddressPage from '@/pages/user/receivingAddress/nearbyAddress'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'
import { resetMapKeys } from '@/core/map'

beforeEach(async () => {
  resetAnswers()
  resetMapKeys()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  answer('/api/system/api/basics/keyMap', ok({ keyType: '1', key: ['k1'], base: '/api/map/default' }))
  await act(() => setLocale('en'))
})

describe('maps on React Native', () => {
  afterEach(expectNoLooseText)

  test('store/map: tiles as images, the store marker, navigate', async () => {
    answer('/api/customer/api/map/store/3', ok({ id: 3, name: 'Moments Café', address: 'Wangfujing 138', logo: null, latitude: 39.9149, longitude: 116.4108 }))
    openWith({ id: '3' })
    render(<StoreMapPage />)
    await waitFor(() => expect(byTid('store-map-navigate')).toBeTruthy())
    expect(byTid('map-marker-store')).toBeTruthy()
    expect(screen.UNSAFE_queryAllByProps({ mode: 'scaleToFill' }).length).toBeGreaterThan(0)
  })

  test('the address picker: the place under the pin from the map service (a plain request)', async () => {
    answer('/api/map/default/ws/geocoder/v1', {
      status: 0,
      message: 'query ok',
      result: {
        address: 'Wangfujing Street, Dongcheng, Beijing',
        formatted_addresses: { recommend: 'Wangfujing Pedestrian Street' },
        address_component: { province: 'Beijing', city: 'Beijing', district: 'Dongcheng District' },
        ad_info: { adcode: '110101' },
      },
    })
    openWith({ pick: 'p1' })
    render(<NearbyAddressPage />)
    await waitFor(() => expect(screen.getByText('Wangfujing Pedestrian Street')).toBeTruthy())
    expect(requests.some((r) => r.url.includes('/api/map/default/ws/geocoder/v1'))).toBe(true)
  })

  test('the city picker: hot cities and the list', async () => {
    const bj = { id: 110100, name: 'Beijing', province: 'Beijing', initial: 'B', latitude: 39.9, longitude: 116.4 }
    answer('/api/customer/api/map/cities', ok({ hot: [bj], list: [bj] }))
    render(<CityPage />)
    await waitFor(() => expect(byTid('city-hot-110100')).toBeTruthy())
    expect(byTid('city-110100')).toBeTruthy()
  })
})
