/**
 * Booking and time cards on React Native (`order/reservation/details`, `user/timeCard/index`): the page entries of
 * the shared src resolved like the RN build, with a fake API (test/taro.ts `answer`). The details show the state and
 * the code, cancel asks the server and shows the money back; the cards show uses left. No text outside a Text.
 */
import { act, render, waitFor } from '@testing-library/react-native'
import { answer, openWith, resetAnswers } from './taro'
import { byTid, expectNoLooseText, ok, queryTid, sent } from './screen-helpers'
import DetailPage from '@/pages/order/reservation/details'
import CardsPage from '@/pages/user/timeCard/index'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const NO = 'B2611271200001234'
const booking = (o: Record<string, unknown> = {}) => ({
  id: NO,
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
  amount: 6800,
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
const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => typeof n.type === 'string' && n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join('')

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('booking on React Native', () => {
  afterEach(expectNoLooseText)

  test('the details: state and code as the server says', async () => {
    openWith({ id: NO })
    answer(`/api/order/api/reservation/${NO}`, ok(booking()))
    render(<DetailPage />)
    await waitFor(() => expect(queryTid('bk-code')).not.toBeNull())
    expect(textOf('bk-code')).toBe('1234567890')
    expect(textOf('bk-detail-state')).toBe('To confirm')
    expect(sent('GET', `/api/order/api/reservation/${NO}`).length).toBeGreaterThan(0)
  })

  test('my time cards: uses left and state', async () => {
    answer('/api/merchant/customer/seqcard/list', {
      code: 200,
      msg: 'ok',
      ok: true,
      rows: [
        {
          id: 11,
          code: '880000000001',
          name: 'Café 5-visit card',
          shopId: 3,
          shopName: 'Moments Café',
          usesTotal: 5,
          usesLeft: 4,
          expiresAt: '2030-03-01T00:00:00.000Z',
          state: 'active',
          services: [],
          createdAt: '2029-12-01T00:00:00.000Z',
        },
      ],
      total: 1,
    })
    render(<CardsPage />)
    await waitFor(() => expect(queryTid('tc-uses-11')).not.toBeNull())
    expect(textOf('tc-uses-11')).toBe('4 of 5 uses left')
    expect(textOf('tc-state-11')).toBe('Active')
  })
})
