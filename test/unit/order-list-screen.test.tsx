// My orders (`order/index?tab=`): tabs with the counts of `order/api/main/count`, the server's pages of 10,
// empty and error states, pull to refresh, search by product name, and the row's pay / cancel.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi, type OrderCount } from '~types/order'
import { SystemApi } from '~types/system'
import { OrderListScreen } from '@/features/order/order-list-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { DICTS, order } from './order-fixtures'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let counts: OrderCount
let total = 0
let failList = 0

beforeEach(() => {
  page = fakePage({})
  counts = { pendingOrderCount: 2, deliverOrderCount: 0, receivingOrderCount: 120, evaluateOrderCount: 1, refundOrderCount: 0 }
  total = 3
  failList = 0
  api = fakeApi()
    .on(OrderApi.count, () => counts)
    .on(SystemApi.dict, ({ params }) => DICTS[params.type] ?? [])
    .on(OrderApi.list, ({ query }) => {
      if (failList > 0) return (failList--, refuse(500, 500, 'Server busy, try again'))
      const pageNum = Number(query.pageNum ?? 1)
      const from = (pageNum - 1) * 10
      const rows = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) =>
        order(from + i + 1, { state: i === 0 ? 'to_pay' : 'to_ship', status: i === 0 ? 'to_pay' : 'to_ship' }),
      )
      return { rows, total }
    })
    .on(OrderApi.cancel, ({ params }) => ({ id: Number(params.id), state: 'cancelled' as const }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const cards = () => document.querySelectorAll('[data-testid^="order-"][class~="ol-card"]')
const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

test("tabs show the server's counts (none at 0, 99+ above 99); a tab lists its orders", async () => {
  render(<OrderListScreen />)
  await waitFor(() => expect(screen.getByTestId('ol-count-to_pay').textContent).toBe('2'))
  expect(screen.getByTestId('ol-count-to_receive').textContent).toBe('99+')
  expect(screen.getByTestId('ol-count-to_review').textContent).toBe('1')
  expect(screen.queryByTestId('ol-count-to_ship')).toBeNull()
  expect(screen.queryByTestId('ol-count-refund')).toBeNull()
  await waitFor(() => expect(cards()).toHaveLength(3))
  expect(api.calls(OrderApi.list)[0].query).toMatchObject({ tab: 'all', pageNum: 1, pageSize: 10 })

  await tap('ol-tab-to_pay')
  await waitFor(() => expect(api.calls(OrderApi.list).at(-1)!.query).toMatchObject({ tab: 'to_pay', pageNum: 1 }))
  expect(screen.getByTestId('ol-tab-to_pay').className).toContain('ol-tab--on')
})

test("the page's tab comes from its query (the user tab's numbers too)", async () => {
  page.params = { tab: '2' }
  render(<OrderListScreen />)
  await waitFor(() => expect(api.calls(OrderApi.list)).toHaveLength(1))
  expect(api.calls(OrderApi.list)[0].query.tab).toBe('to_ship')
})

test("a row: shop, the dictionary's state text, the server's total; unpaid rows offer pay and cancel", async () => {
  render(<OrderListScreen />)
  await waitFor(() => expect(screen.getByTestId('order-state-1').textContent).toBe('Waiting for payment'))
  // no dictionary text for to_ship: ours
  expect(screen.getByTestId('order-state-2').textContent).toBe('To ship')
  expect(screen.getByTestId('order-1').textContent).toContain('Tea House')
  expect(screen.getByTestId('order-1').textContent).toContain('2 items, total ¥26.40')
  expect(screen.queryByTestId('ol-pay-2')).toBeNull()
  await tap('ol-pay-1')
  expect(page.navigations).toEqual(['navigateTo /pages/systemPay/order/details/index?payNo=P90001'])
  page.sheetAnswer = 1
  await tap('ol-cancel-1')
  await waitFor(() => expect(api.calls(OrderApi.cancel)).toHaveLength(1))
  expect(page.sheets).toEqual([['Ordered by mistake', 'Found it cheaper']])
  expect(api.calls(OrderApi.cancel)[0]).toMatchObject({ params: { id: '1' }, body: { reason: 'Found it cheaper' } })
  await tap('order-2')
  expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/form/info?id=2')
})

test('empty: the list says so', async () => {
  total = 0
  render(<OrderListScreen />)
  await waitFor(() => expect(screen.getByTestId('order-list').textContent).toContain('No orders yet'))
  expect(cards()).toHaveLength(0)
})

test("error: the server's message with a retry that loads the list again", async () => {
  failList = 1
  render(<OrderListScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Server busy, try again'))
  await act(async () => void fireEvent.click(screen.getByText('Retry')))
  await waitFor(() => expect(cards()).toHaveLength(3))
  expect(api.calls(OrderApi.list)).toHaveLength(2)
})

test('paging: the bottom of the page loads the next 10 until the total', async () => {
  total = 23
  render(<OrderListScreen />)
  await waitFor(() => expect(cards()).toHaveLength(10))
  await page.bottom()
  await waitFor(() => expect(cards()).toHaveLength(20))
  await page.bottom()
  await waitFor(() => expect(cards()).toHaveLength(23))
  await page.bottom()
  expect(api.calls(OrderApi.list).map((c) => c.query.pageNum)).toEqual([1, 2, 3])
})

test('pull to refresh asks the list and the counts again', async () => {
  render(<OrderListScreen />)
  await waitFor(() => expect(cards()).toHaveLength(3))
  const before = { list: api.calls(OrderApi.list).length, count: api.calls(OrderApi.count).length }
  counts = { ...counts, pendingOrderCount: 5 }
  total = 4
  await page.pull()
  await waitFor(() => expect(cards()).toHaveLength(4))
  expect(api.calls(OrderApi.list).length).toBe(before.list + 1)
  expect(api.calls(OrderApi.count).length).toBe(before.count + 1)
  await waitFor(() => expect(screen.getByTestId('ol-count-to_pay').textContent).toBe('5'))
})

test('search by product name: the keyword goes to the server, trimmed', async () => {
  render(<OrderListScreen />)
  await waitFor(() => expect(cards()).toHaveLength(3))
  act(() => void screen.getByTestId('ol-search').dispatchEvent(new CustomEvent('input', { detail: { value: '  green tea ' }, bubbles: true })))
  await tap('ol-search-go')
  await waitFor(() => expect(api.calls(OrderApi.list).at(-1)!.query).toMatchObject({ tab: 'all', keyword: 'green tea', pageNum: 1 }))
})

test("a double tap on a row's cancel asks once and cancels once", async () => {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  api.on(OrderApi.cancel, async ({ params }) => (await gate, { id: Number(params.id), state: 'cancelled' as const }))
  render(<OrderListScreen />)
  await screen.findByTestId('ol-cancel-1')
  await tap('ol-cancel-1')
  await tap('ol-cancel-1')
  await act(async () => release())
  await waitFor(() => expect(page.toasts).toContain('Order cancelled'))
  expect(page.sheets).toHaveLength(1)
  expect(api.calls(OrderApi.cancel)).toHaveLength(1)
})
