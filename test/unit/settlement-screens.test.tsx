// The settlement pages: the merchant's money (`merchant/settlement`) and the platform's commission
// (`platform/commission`): the server's numbers shown as they come, lines paged, pull to refresh, each
// refused without a request to accounts without the role; the workbench's balance tile opens the page.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi } from '~types/order'
import { ChatApi } from '~types/chat'
import { RefundApi } from '~types/refund'
import { SettlementApi, SettlementCodes, type SettlementLine } from '~types/settlement'
import { clearQueries } from '@/core/data'
import { useSessionStore } from '@/core/stores/session'
import { WorkbenchScreen } from '@/features/merchant/workbench-screen'
import { CommissionScreen } from '@/features/settlement/commission-screen'
import { MerchantSettlementScreen } from '@/features/settlement/merchant-settlement-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const line = (id: number, extra: Partial<SettlementLine> = {}): SettlementLine => ({
  id,
  orderId: 100 + id,
  orderNo: `26112300000${id}`,
  shopId: 1,
  shopName: 'Demo Market',
  kind: 'settle',
  gross: 10_000,
  commission: 500,
  net: 9_500,
  currency: 'CNY',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...extra,
})

let api: FakeApi
let page: FakePage
let balance = 9_500
const all = Array.from({ length: 12 }, (_, i) => line(12 - i))

beforeEach(() => {
  clearQueries()
  balance = 9_500
  page = fakePage({}, 'pages/merchant/settlement')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
  api = fakeApi()
    .on(SettlementApi.merchantSummary, () => ({
      windowDays: 7,
      totals: [{ currency: 'CNY', balance, pending: 1_234, settled: 19_000 }],
      shops: [{ shopId: 1, shopName: 'Demo Market', rateBp: 850, money: [] }],
    }))
    .on(SettlementApi.merchantLines, ({ query }) => {
      const n = Number(query.pageNum ?? 1)
      return { rows: all.slice((n - 1) * 10, n * 10), total: all.length }
    })
    .on(SettlementApi.commissionSummary, () => ({ totals: [{ currency: 'CNY', income: 4_321, orders: 3, gross: 86_420 }] }))
    .on(SettlementApi.commissionLines, () => ({
      rows: [line(1), line(2, { kind: 'takeback', gross: 1_000, commission: 50, net: 950, shopName: 'Cafe' })],
      total: 2,
    }))
    .on(OrderApi.merchantToday, () => ({ shopIds: [1], orders: 1, sales: 100, toShip: 0, toConfirm: 0, currency: 'CNY' }))
    // the workbench's refund tile asks too
    .on(RefundApi.merchantList, () => ({ rows: [], total: 0 }))
    // the workbench's chat tile (core/chat): the total unread; no chat socket in these tests
    .on(ChatApi.current, () => ({ userId: 1, nick: 'M', avatar: '', shopIds: [], unread: 0 }))
    .on(ChatApi.imServer, () => refuse(404, 404, 'Not found'))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('merchant settlement', () => {
  test("balance, pending and settled are the server's; lines page on; pull to refresh asks again", async () => {
    render(<MerchantSettlementScreen />)
    expect((await screen.findByTestId('balance')).textContent).toBe('¥95.00')
    expect(screen.getByTestId('pending').textContent).toBe('¥12.34')
    expect(screen.getByText('Demo Market · Commission 8.5%')).toBeTruthy()
    expect(screen.getByText(/7 days after receipt/)).toBeTruthy()
    await screen.findByTestId('line-12')
    expect(screen.getByTestId('line-net-12').textContent).toBe('+¥95.00')
    expect(screen.queryByTestId('line-2')).toBeNull()
    await page.bottom()
    await screen.findByTestId('line-1')
    expect(api.calls(SettlementApi.merchantLines).map((c) => c.query.pageNum)).toEqual([1, 2])
    expect(screen.getByText('No more')).toBeTruthy()
    balance = 0
    await page.pull()
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('¥0.00'))
    expect(api.calls(SettlementApi.merchantSummary).length).toBe(2)
  })

  test('no line yet: the empty state; a take-back shows as money going out', async () => {
    api.on(SettlementApi.merchantLines, () => ({ rows: [], total: 0 }))
    const { unmount } = render(<MerchantSettlementScreen />)
    expect(await screen.findByText('Nothing settled yet')).toBeTruthy()
    unmount()
    clearQueries()
    api.on(SettlementApi.merchantLines, () => ({ rows: [line(3, { kind: 'takeback', net: 760 })], total: 1 }))
    render(<MerchantSettlementScreen />)
    expect((await screen.findByTestId('line-net-3')).textContent).toBe('-¥7.60')
    expect(screen.getByText('Refund taken back')).toBeTruthy()
  })

  test('a failed summary shows the error with a retry', async () => {
    api.on(SettlementApi.merchantSummary, () => refuse(500, 500, 'Server busy'))
    render(<MerchantSettlementScreen />)
    expect(await screen.findByText('Server busy')).toBeTruthy()
    expect(screen.queryByTestId('balance')).toBeNull()
  })

  test('an account without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    api.on(SettlementApi.merchantSummary, () => refuse(403, SettlementCodes.NOT_MERCHANT, 'no shop'))
    render(<MerchantSettlementScreen />)
    expect(await screen.findByText('You have no shop')).toBeTruthy()
    expect(api.keys()).toEqual([])
  })

  test("the workbench's balance tile shows the server's balance and opens the settlement page", async () => {
    render(<WorkbenchScreen />)
    await waitFor(() => expect(screen.getByTestId('tile-balance-value').textContent).toBe('¥95.00'))
    fireEvent.click(screen.getByTestId('tile-balance'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/settlement']))
  })
})

describe('platform commission', () => {
  test('staff see the income and every line with its shop', async () => {
    useSessionStore.getState().setUser({ userId: 2, nickname: 'Staff', merchant: false, roles: ['staff'] } as any)
    render(<CommissionScreen />)
    expect((await screen.findByTestId('income')).textContent).toBe('¥43.21')
    expect(screen.getByText('¥864.20')).toBeTruthy()
    await screen.findByTestId('line-2')
    expect(screen.getByText('Cafe')).toBeTruthy()
    expect(screen.getByTestId('line-net-2').textContent).toBe('-¥9.50')
  })

  test('others are refused without asking', async () => {
    render(<CommissionScreen />)
    expect(await screen.findByText('For platform staff only')).toBeTruthy()
    expect(api.keys()).toEqual([])
  })
})
