// Maps on the shared fakes: the map client (key rotation on 121, empty data when the service fails or times out,
// both providers' shapes normalised), the great-circle distance, the store's map with the way there and "map app not
// installed", the city picker answering its opener, the address picker (the address under the pin, suggestions,
// an outage) and the address form filled from a place picked on the map.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AddrApi } from '~types/addr'
import { MapApi } from '~types/map'
import { SystemApi } from '~types/system'
import { distanceM, resetMapKeys, reverseGeocode, suggestPlaces } from '@/core/map'
import { fetchMapJson } from '@/core/map/fetch-json'
import { nav } from '@/core/navigation'
import { useSettingsStore } from '@/core/stores/settings'
import { AddressFormScreen } from '@/features/addr/address-form-screen'
import { CityScreen } from '@/features/map/city-screen'
import { NearbyAddressScreen } from '@/features/map/nearby-address-screen'
import { StoreMapScreen } from '@/features/map/store-map-screen'
import { fakeApi, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { typeInto } from './taro-input'

jest.mock('@/core/map/fetch-json', () => ({ fetchMapJson: jest.fn() }))
const service = fetchMapJson as jest.MockedFunction<typeof fetchMapJson>
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let keyType: '1' | '2'

const suggestion = {
  status: 0,
  message: 'query ok',
  count: 1,
  data: [
    {
      id: 'p7',
      title: '天坛公园',
      address: '北京市东城区天坛路甲1号',
      province: '北京市',
      city: '北京市',
      district: '东城区',
      adcode: '110101',
      location: { lat: 39.8822, lng: 116.4066 },
    },
  ],
}
const reverse = {
  status: 0,
  message: 'query ok',
  result: {
    address: '北京市北京市东城区王府井大街',
    formatted_addresses: { recommend: '王府井步行街' },
    address_component: { province: '北京市', city: '北京市', district: '东城区' },
    ad_info: { adcode: '110101' },
  },
}

beforeEach(() => {
  page = fakePage({}, 'pages/store/map')
  keyType = '1'
  resetMapKeys()
  service.mockReset()
  useSettingsStore.getState().setLocation(null)
  api = fakeApi()
    .on(SystemApi.keyMap, () => ({ keyType, key: ['k1', 'k2'], base: '/api/map/default' }))
    .on(MapApi.store, () => ({ id: 3, name: 'Moments Café', address: '王府井大街 138 号', logo: null, latitude: 39.9149, longitude: 116.4108 }))
    .on(MapApi.cities, ({ query }) => ({
      hot: query.keyword ? [] : [{ id: 110100, name: 'Beijing', province: 'Beijing', initial: 'B', latitude: 39.9042, longitude: 116.4074 }],
      list: [
        { id: 110100, name: 'Beijing', province: 'Beijing', initial: 'B', latitude: 39.9042, longitude: 116.4074 },
        { id: 330100, name: 'Hangzhou', province: 'Zhejiang', initial: 'H', latitude: 30.2741, longitude: 120.1551 },
      ].filter((c) => !query.keyword || c.name.includes(String(query.keyword))),
    }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('the great-circle distance: Tiananmen to the café about 1.3 km; a point to itself 0', () => {
  expect(distanceM({ latitude: 39.9096, longitude: 116.3972 }, { latitude: 39.9149, longitude: 116.4108 })).toBeGreaterThan(1200)
  expect(distanceM({ latitude: 39.9096, longitude: 116.3972 }, { latitude: 39.9149, longitude: 116.4108 })).toBeLessThan(1400)
  expect(distanceM({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 2 })).toBe(0)
})

test('the map client: key rotation on 121 (the next key, kept), empty data on a failure or a timeout', async () => {
  service.mockResolvedValueOnce({ status: 121, message: 'daily limit' }).mockResolvedValueOnce(suggestion)
  const r = await suggestPlaces('天坛')
  expect(r).toEqual([expect.objectContaining({ id: 'p7', name: '天坛公园', latitude: 39.8822, longitude: 116.4066, adcode: '110101' })])
  expect(service.mock.calls.map((c) => c[1].key)).toEqual(['k1', 'k2'])
  expect(service.mock.calls[0][0]).toBe('/api/map/default/ws/place/v1/suggestion')
  expect(service.mock.calls[0][2]).toBe(5000)
  // the next call starts with the key that worked
  service.mockResolvedValueOnce(suggestion)
  await suggestPlaces('天坛')
  expect(service.mock.calls[2][1].key).toBe('k2')
  // every key exhausted, a failed load, a timeout (undefined): empty, no throw
  service.mockResolvedValue({ status: 120 })
  expect(await suggestPlaces('天坛')).toEqual([])
  service.mockResolvedValue(undefined)
  expect(await suggestPlaces('天坛')).toEqual([])
  expect(await reverseGeocode({ latitude: 39.9, longitude: 116.4 })).toBeUndefined()
})

test("Google-style answers are read too (autocomplete, then each place's details)", async () => {
  keyType = '2'
  service.mockImplementation(async (url: string) =>
    url.endsWith('/autocomplete/json')
      ? { status: 'OK', predictions: [{ place_id: 'p7', description: 'Temple of Heaven Park' }] }
      : {
          status: 'OK',
          result: { place_id: 'p7', name: 'Temple of Heaven Park', formatted_address: '1A Tiantan Road', geometry: { location: { lat: 39.88, lng: 116.41 } } },
        },
  )
  const r = await suggestPlaces('Temple')
  expect(r).toEqual([expect.objectContaining({ id: 'p7', name: 'Temple of Heaven Park', latitude: 39.88 })])
})

test('store/map: the store, the way there from the set position with its distance; navigate without a map app says so', async () => {
  useSettingsStore.getState().setLocation({ latitude: 39.9096, longitude: 116.3972 })
  page.params = { id: '3' }
  ;(Taro as unknown as { openLocation: jest.Mock }).openLocation = jest.fn(async () => Promise.reject(new Error('none')))
  render(<StoreMapScreen />)
  await waitFor(() => expect(screen.getAllByText('Moments Café').length).toBeGreaterThan(0))
  expect(screen.getByTestId('map-marker-store')).toBeTruthy()
  expect(screen.getByTestId('map-marker-me')).toBeTruthy()
  expect(screen.getByTestId('map-route-distance').textContent).toMatch(/1\.\d km from you/)
  expect(screen.getByTestId('map-view').querySelectorAll('taro-image-core, img').length).toBeGreaterThan(0)
  await act(async () => void fireEvent.click(screen.getByTestId('store-map-navigate')))
  await waitFor(() => expect(page.toasts).toContain('Map app not installed'))
})

test('store/map without a known position: the store alone and a note', async () => {
  page.params = { id: '3' }
  render(<StoreMapScreen />)
  await waitFor(() => expect(screen.getAllByText('Moments Café').length).toBeGreaterThan(0))
  expect(screen.queryByTestId('map-route-distance')).toBeNull()
  expect(screen.getByText(/Your position is not known/)).toBeTruthy()
})

test('nearby/city: hot cities and the list; search by name; the choice answers the opener', async () => {
  const chosen = nav.pick<{ name: string; latitude: number }>('nearby/city')
  page.params = { pick: page.pickId() }
  render(<CityScreen />)
  await waitFor(() => expect(screen.getByTestId('city-hot-110100')).toBeTruthy())
  typeInto(screen.getByTestId('city-search'), 'Hang')
  await waitFor(() => expect(api.calls(MapApi.cities).some((c) => c.query?.keyword === 'Hang')).toBe(true))
  await waitFor(() => expect(screen.queryByTestId('city-110100')).toBeNull())
  fireEvent.click(screen.getByTestId('city-330100'))
  expect(await chosen).toEqual({ name: 'Hangzhou', latitude: 30.2741, longitude: 120.1551 })
})

test('the address picker: the address under the pin, suggestions move the pin, "use this place" answers; an outage leaves it empty', async () => {
  service.mockImplementation(async (url: string) => (url.includes('suggestion') ? suggestion : reverse))
  const chosen = nav.pick<Record<string, unknown>>('user/receivingAddress/nearbyAddress')
  page.params = { pick: page.pickId() }
  render(<NearbyAddressScreen />)
  await waitFor(() => expect(screen.getByText('王府井步行街')).toBeTruthy())
  typeInto(screen.getByTestId('nearby-address-search'), '天坛')
  await waitFor(() => expect(screen.getByTestId('place-p7')).toBeTruthy())
  fireEvent.click(screen.getByTestId('place-p7'))
  await waitFor(() => expect(service.mock.calls.some((c) => c[1].location === '39.8822,116.4066')).toBe(true))
  await waitFor(() => expect(screen.getByText('王府井步行街')).toBeTruthy())
  fireEvent.click(screen.getByTestId('nearby-address-confirm'))
  expect(await chosen).toMatchObject({ name: '王府井步行街', latitude: 39.8822, longitude: 116.4066, adcode: '110101', district: '东城区' })
})

test('the address picker during an outage: no address known, the button does nothing', async () => {
  service.mockResolvedValue(undefined)
  page.params = { pick: 'x1' }
  render(<NearbyAddressScreen />)
  await waitFor(() => expect(screen.getByText(/No known address here/)).toBeTruthy())
  fireEvent.click(screen.getByTestId('nearby-address-confirm'))
  expect(page.navigations.filter((n) => n.includes('navigateBack'))).toHaveLength(0)
})

test('the address form: "pick on the map" fills the region path and the detail', async () => {
  page = fakePage({}, 'pages/user/receivingAddress/binding')
  api.on(AddrApi.add, ({ body }) => ({
    id: 9,
    ...body,
    countryArea: '86',
    regionNames: ['北京市', '北京市', '东城区'],
    region: '北京市 北京市 东城区',
    isDefault: false,
    label: null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    createTime: '2026-11-27T10:00:00.000Z',
    updateTime: '2026-11-27T10:00:00.000Z',
  }))
  render(<AddressFormScreen />)
  await act(async () => void fireEvent.click(screen.getByTestId('addr-pick-map')))
  await act(async () =>
    nav.pickDone(page.pickId(), {
      latitude: 39.9149,
      longitude: 116.4108,
      name: '王府井步行街',
      address: '北京市东城区王府井大街',
      province: '北京市',
      city: '北京市',
      district: '东城区',
      adcode: '110101',
    }),
  )
  await waitFor(() => expect(screen.getByTestId('addr-region').textContent).toContain('北京市 北京市 东城区'))
  expect(screen.getByTestId('addr-pick-map').textContent).toContain('39.9149')
  // saved, the place goes with the address (ADR 0159)
  const inputs = [...document.body.querySelectorAll('.acc-field taro-input-core')]
  for (const [i, value] of [
    [0, 'Li Lei'],
    [1, '13800138000'],
  ] as const)
    act(() => void inputs[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
  await act(async () => void fireEvent.click(screen.getByText('Save')))
  await waitFor(() => expect(api.calls(AddrApi.add).length).toBe(1))
  expect(api.calls(AddrApi.add)[0].body).toMatchObject({ regionIds: [110000, 110100, 110101], latitude: 39.9149, longitude: 116.4108 })
})
