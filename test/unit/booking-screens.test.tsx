// Booking and time cards on the shared fake API: the slots with places left (a full one not chosen), the remark's
// limit, the server's quote and submit with one key, the details (code, cancel with the refund's state), the cards,
// the store verifying a code and taking a card's use.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BookingApi, type Booking, type Slot } from '~types/booking'
import { TimecardApi, type CardDetail } from '~types/timecard'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { BookingDetailScreen } from '@/features/booking/booking-detail-screen'
import { MerchantBookingsScreen } from '@/features/booking/merchant-bookings-screen'
import { MerchantCardsScreen } from '@/features/booking/merchant-cards-screen'
import { PreviewScreen } from '@/features/booking/preview-screen'
import { ReserveScreen } from '@/features/booking/reserve-screen'
import { TimeCardsScreen } from '@/features/booking/time-cards-screen'
import { fakeApi, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(30_000)

const service = { id: 7, shopId: 3, name: 'Latte art class', description: 'Two drinks', price: 68_00, durationMin: 60, image: '', on: true }
const slot = (o: Partial<Slot>): Slot => ({
  id: 1,
  serviceId: 7,
  startsAt: '2030-01-02T02:00:00.000Z',
  endsAt: '2030-01-02T03:00:00.000Z',
  time: '10:00-11:00',
  capacity: 4,
  booked: 1,
  left: 3,
  past: false,
  ...o,
})
const booking = (o: Partial<Booking> = {}): Booking => ({
  id: 'B2611270900001234',
  state: 'to_confirm',
  stateValue: '0',
  shopId: 3,
  shopName: 'Moments Café',
  shopLogo: '',
  serviceId: 7,
  serviceName: 'Latte art class',
  serviceImage: '',
  slotId: 1,
  startsAt: '2030-01-02T02:00:00.000Z',
  endsAt: '2030-01-02T03:00:00.000Z',
  when: '2030-01-02 10:00-11:00',
  amount: 68_00,
  currency: 'CNY',
  remark: '',
  card: null,
  payChannel: 'SYS',
  code: '1234567890',
  refund: null,
  canCancel: true,
  canPay: false,
  canComment: false,
  expiresAt: null,
  cancelUntil: '2030-01-02T00:00:00.000Z',
  comment: null,
  createdAt: '2029-12-30T02:00:00.000Z',
  address: null,
  ...o,
})
const card = (o: Partial<CardDetail> = {}): CardDetail => ({
  id: 11,
  code: '880000000001',
  name: 'Café 5-visit card',
  shopId: 3,
  shopName: 'Moments Café',
  usesTotal: 5,
  usesLeft: 5,
  expiresAt: '2030-03-01T00:00:00.000Z',
  state: 'active',
  services: [{ id: 7, name: 'Latte art class', price: 68_00, durationMin: 60, image: '' }],
  createdAt: '2029-12-01T00:00:00.000Z',
  uses: [],
  ...o,
})

let api: FakeApi
let page: FakePage
let current: Booking

beforeEach(() => {
  page = fakePage({}, 'pages/classify/reservation/index')
  current = booking()
  api = fakeApi()
    .on(BookingApi.services, () => ({
      shopId: 3,
      shopName: 'Moments Café',
      shopLogo: '',
      currency: 'CNY',
      services: [service],
      days: [
        { date: '2030-01-01', weekday: 2 },
        { date: '2030-01-02', weekday: 3 },
      ],
    }))
    .on(BookingApi.slots, () => [slot({ id: 1 }), slot({ id: 2, time: '14:00-15:00', booked: 4, left: 0 })])
    .on(BookingApi.quote, ({ body }) => ({
      shopId: 3,
      shopName: 'Moments Café',
      service,
      slot: slot({ id: (body as { slotId: number }).slotId }),
      date: '2030-01-02',
      amount: 68_00,
      payable: 68_00,
      currency: 'CNY',
      cancelBeforeHours: 2,
      atHome: false,
      address: null,
    }))
    .on(BookingApi.submit, () => booking({ state: 'unpaid', stateValue: null, canPay: true, code: null }))
    .on(BookingApi.detail, () => current)
    .on(BookingApi.cancel, () => (current = booking({ state: 'cancelled', stateValue: '4', refund: 'done', canCancel: false, code: null })))
    .on(BookingApi.merchantList, () => ({ rows: [booking({ customer: '138****8000' })], total: 1 }))
    .on(BookingApi.verify, () => booking({ state: 'in_service', stateValue: '2' }))
    .on(BookingApi.confirm, () => booking({ state: 'booked', stateValue: '1' }))
    .on(TimecardApi.list, () => ({ rows: [card()], total: 1 }))
    .on(TimecardApi.lookup, () => card())
    .on(TimecardApi.verify, () => card({ usesLeft: 4 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('reserve: services, days, slots with places left; a full slot is not chosen; next opens the quote', async () => {
  page.params = { shopId: '3' }
  render(<ReserveScreen />)
  await waitFor(() => expect(screen.getByTestId('bk-slot-1').textContent).toContain('3 left'))
  expect(screen.getByTestId('bk-slot-2').textContent).toContain('Full')
  fireEvent.click(screen.getByTestId('bk-slot-2'))
  fireEvent.click(screen.getByTestId('bk-next'))
  expect(page.navigations).toHaveLength(0)
  fireEvent.click(screen.getByTestId('bk-slot-1'))
  fireEvent.click(screen.getByTestId('bk-next'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('systemPay/nearby/reservation/previewOrder'))
  expect(page.navigations.at(-1)).toContain('slotId=1')
})

test('preview: the server quote; confirm submits once with a key and goes to the cashier', async () => {
  page.params = { serviceId: '7', slotId: '1', remark: 'window' }
  render(<PreviewScreen />)
  await waitFor(() => expect(screen.getByTestId('bk-payable').textContent).toContain('68.00'))
  fireEvent.click(screen.getByTestId('bk-submit'))
  fireEvent.click(screen.getByTestId('bk-submit'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('systemPay/order/details/index'))
  expect(api.calls(BookingApi.submit)).toHaveLength(1)
  expect(api.calls(BookingApi.submit)[0].body).toMatchObject({ serviceId: 7, slotId: 1, remark: 'window' })
})

test('preview of a home service: the address it comes to; none yet: booking waits; picked from the address book, sent with the booking', async () => {
  const home = { id: 41, name: 'Li Lei', phone: '13812345678', region: '北京市 北京市 东城区', detail: 'Dongdan 3', latitude: 39.9149, longitude: 116.4108 }
  api.on(BookingApi.quote, ({ body }) => {
    const b = body as { slotId: number; addressId?: number }
    return {
      shopId: 4,
      shopName: 'CleanNest',
      service,
      slot: slot({ id: b.slotId }),
      date: '2030-01-02',
      amount: 68_00,
      payable: 68_00,
      currency: 'CNY',
      cancelBeforeHours: 2,
      atHome: true,
      address: b.addressId === 41 ? home : null,
    }
  })
  page.params = { serviceId: '7', slotId: '1' }
  render(<PreviewScreen />)
  await waitFor(() => expect(screen.getByTestId('bk-address').textContent).toContain('Add the address where the service is done'))
  // without an address the confirm button does nothing
  await act(async () => void fireEvent.click(screen.getByTestId('bk-submit')))
  expect(api.calls(BookingApi.submit)).toHaveLength(0)
  fireEvent.click(screen.getByTestId('bk-address'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('user/receivingAddress/index'))
  await act(async () => void (await nav.pickDone(page.pickId(), { id: 41 })))
  await waitFor(() => expect(screen.getByTestId('bk-address').textContent).toContain('Dongdan 3'))
  fireEvent.click(screen.getByTestId('bk-submit'))
  await waitFor(() => expect(api.calls(BookingApi.submit)).toHaveLength(1))
  expect(api.calls(BookingApi.submit)[0].body).toMatchObject({ serviceId: 7, slotId: 1, addressId: 41 })
})

test('details: the code, cancel after confirming, the money back shown', async () => {
  page.params = { id: current.id }
  render(<BookingDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('bk-code').textContent).toBe('1234567890'))
  fireEvent.click(screen.getByTestId('bk-cancel'))
  await waitFor(() => expect(screen.getByTestId('bk-detail-state').textContent).toBe('Cancelled'))
  expect(screen.getByTestId('bk-refund').textContent).toBe('Money returned')
  expect(page.modals).toHaveLength(1)
})

test('my time cards: uses left and state', async () => {
  render(<TimeCardsScreen />)
  await waitFor(() => expect(screen.getByTestId('tc-uses-11').textContent).toContain('5 of 5'))
  expect(screen.getByTestId('tc-state-11').textContent).toBe('Active')
})

/**
 * Type into a Taro input as the component reports it (its `input` event with `detail.value`), not through the inner
 * <input>: on a loaded machine the web component may not be wired yet, and a native event would then be lost.
 */
const typeInto = (testId: string, value: string) =>
  act(() => void screen.getByTestId(testId).dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))

test('the store: verify a code; a card looked up and one use taken with a key', async () => {
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
  render(<MerchantBookingsScreen />)
  await waitFor(() => expect(screen.getByTestId('bk-state-B2611270900001234').textContent).toBe('To confirm'))
  typeInto('bk-verify-code', '1234567890')
  fireEvent.click(screen.getByTestId('bk-verify'))
  await waitFor(() => expect(api.calls(BookingApi.verify)).toHaveLength(1))
  expect(api.calls(BookingApi.verify)[0].body).toEqual({ code: '1234567890' })
})

test('the store takes one use of a card', async () => {
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
  render(<MerchantCardsScreen />)
  await waitFor(() => expect(screen.getByTestId('mc-code')).toBeTruthy())
  typeInto('mc-code', '880000000001')
  fireEvent.click(screen.getByTestId('mc-lookup'))
  await waitFor(() => expect(screen.getByTestId('mc-uses').textContent).toContain('5 of 5'))
  fireEvent.click(screen.getByTestId('mc-use'))
  await waitFor(() => expect(screen.getByTestId('mc-uses').textContent).toContain('4 of 5'))
  expect(api.calls(TimecardApi.verify)).toHaveLength(1)
})
