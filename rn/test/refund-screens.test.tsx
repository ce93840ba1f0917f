/**
 * The refund apply and details pages on React Native: the page entries of the shared src resolved like the
 * RN build (`*.rn.*` twins first, Taro RN's components and APIs), with a fake API (test/taro.ts `answer`).
 * The apply form shows the server's quote as the amount and sends a lower one typed; the details show the
 * server's numbers and exactly the buttons of `actions`, and withdraw reaches its endpoint.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import ApplyPage from '@/pages/order/refund/apply'
import DetailsPage from '@/pages/order/refund/details'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const line = (itemId: number, extra = {}) => ({
  itemId,
  skuId: itemId + 100,
  title: `Tea ${itemId}`,
  image: '/api/files/default/t.png',
  specText: '',
  price: 1000,
  count: 2,
  refundable: 2,
  paid: 1800,
  refundState: null,
  ...extra,
})
const detail = (extra = {}) => ({
  id: 31,
  refundNo: 'R31',
  orderId: 7,
  orderNo: 'O7',
  shopId: 3,
  shopName: 'Tea House',
  type: 'refund',
  state: 'requesting',
  amount: 750,
  currency: 'CNY',
  image: '/api/files/default/t.png',
  title: 'Tea 71',
  count: 1,
  createTime: '2026-11-23T09:00:00.000Z',
  lines: [{ itemId: 71, title: 'Tea 71', image: '/api/files/default/t.png', specText: '', count: 1, amount: 750 }],
  shipping: 0,
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  description: 'The box was crushed',
  proofs: [],
  payChannel: 'SYS',
  rejectReason: null,
  returnAddress: null,
  carrier: null,
  trackingNo: null,
  deadline: null,
  history: [{ state: 'requesting', event: 'apply', actor: 'buyer', note: null, time: '2026-11-23T09:00:00.000Z' }],
  actions: ['withdraw'],
  ...extra,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('refund apply and details', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)

  test('apply: the chosen line is quoted, a lower amount typed, and apply sends lines, type, reason and amount', async () => {
    openWith({ orderId: '7', itemId: '71' })
    answer(
      '/api/order/api/refund/preview',
      ok({
        orderId: 7,
        orderNo: 'O7',
        shopName: 'Tea House',
        orderState: 'to_receive',
        currency: 'CNY',
        payChannel: 'SYS',
        lines: [line(71), line(72, { refundable: 0, refundState: 'requesting' })],
        shipping: 0,
        types: ['refund', 'return'],
        reasons: [{ value: 'damaged', label: 'Arrived damaged' }],
      }),
    )
    answer('/api/order/api/refund/quote', (d) => {
      const lines = bodyOf({ data: d }).lines as Array<{ count: number }>
      const goods = lines.reduce((s, l) => s + 900 * l.count, 0)
      return ok({ goods, shipping: 0, max: goods, whole: false })
    })
    answer('/api/order/api/refund/apply', ok(detail()))
    render(<ApplyPage />)
    await waitFor(() => expect(hostOf(byTid('rf-amount')).props.value).toBe('18.00'))
    expect(within(byTid('rf-max')).getByText('At most ¥18.00')).toBeTruthy()
    // the line with an open request shows its state and no stepper
    expect(queryTid('rf-plus-72')).toBeNull()
    tapTid('rf-minus-71')
    await waitFor(() => expect(hostOf(byTid('rf-amount')).props.value).toBe('9.00'))
    tapTid('rf-reason-damaged')
    fireEvent.changeText(hostOf(byTid('rf-amount')), '7.5')
    tapTid('rf-submit')
    await waitFor(() => expect(sent('POST', '/api/order/api/refund/apply')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/order/api/refund/apply')[0])).toEqual({
      orderId: 7,
      type: 'refund',
      lines: [{ itemId: 71, count: 1 }],
      reason: 'damaged',
      amount: 750,
    })
    await waitFor(() => expect(navigations).toContain('redirectTo /pages/order/refund/details?id=31'))
  })

  test("details: the state, the server's amount, exactly the buttons of actions; withdraw reaches its endpoint", async () => {
    openWith({ id: '31' })
    let current = detail()
    answer('/api/order/api/refund/31', () => ok(current))
    answer('/api/order/api/refund/31/withdraw', () => ((current = detail({ state: 'closed', actions: [] })), ok({ id: 31, state: 'closed' })))
    render(<DetailsPage />)
    await waitFor(() => expect(within(byTid('rf-state')).getByText('Waiting for the shop')).toBeTruthy())
    expect(within(byTid('rf-amount')).getByText('¥7.50')).toBeTruthy()
    expect(screen.getByText('The box was crushed')).toBeTruthy()
    expect(queryTid('rf-withdraw')).not.toBeNull()
    for (const a of ['ship', 'reapply', 'dispute', 'agree', 'reject']) expect(queryTid(`rf-${a}`)).toBeNull()
    // Taro RN's showModal is a native alert: the shopper's "OK" is played here
    const modals: string[] = []
    ;(Taro as unknown as Record<string, unknown>).showModal = async (o: { content: string }) => (modals.push(o.content), { confirm: true, cancel: false })
    tapTid('rf-withdraw')
    await waitFor(() => expect(sent('POST', '/api/order/api/refund/31/withdraw')).toHaveLength(1))
    await waitFor(() => expect(within(byTid('rf-state')).getByText('Closed')).toBeTruthy())
    expect(queryTid('rf-withdraw')).toBeNull()
    expect(modals).toEqual(['Withdraw this refund request?'])
    expect(toasts).toContain('Done')
  })
})
