import Taro from '@tarojs/taro'
import { act, render, screen, waitFor } from '@testing-library/react'
import type { UserInfo } from '~types/account'
import { UserScreen } from '@/features/shell/user-screen'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, userInfo, type FakeApi } from './fake-api'
import { configWith } from './user-centre'

const COUNTS = { pendingOrderCount: 2, deliverOrderCount: 0, receivingOrderCount: 120, evaluateOrderCount: 1, refundOrderCount: 0 }
/** The user info as a login before roles existed stored it (no `roles`, no `merchant`). */
const OLD_USER = { userId: 7, nickname: 'Old Li', photo: null, levelName: 'Member' } as unknown as UserInfo
let info: Partial<UserInfo> = {}
let api: FakeApi
let infoGate: Promise<void> = Promise.resolve()

const calls = () => api.keys()
beforeEach(() => {
  info = { ...OLD_USER, roles: ['shopper'], merchant: false }
  infoGate = Promise.resolve()
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  api = fakeApi()
    .on('account.info', async () => {
      await infoGate
      return userInfo(info)
    })
    .on('order.count', () => COUNTS)
    .on('system.configInit', () => configWith())
    .on('ledger.accounts', () => [])
    .on('promotion.mine', () => ({ rows: [], total: 0 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('the user tab shows the order counts of order/api/main/count (none at zero, 99+ above 99)', async () => {
  useSessionStore.getState().setToken('tok')
  render(<UserScreen />)
  await waitFor(() => expect(screen.getByTestId('user-count-pending').textContent).toBe('2'))
  expect(screen.getByTestId('user-count-receiving').textContent).toBe('99+')
  expect(screen.getByTestId('user-count-evaluate').textContent).toBe('1')
  expect(screen.queryByTestId('user-count-deliver')).toBeNull()
  expect(calls().filter((c) => c.includes('/order/'))).toEqual(['GET /order/api/main/count'])
})

test('a guest sees no counts and asks nothing of its own (only the app configuration)', async () => {
  render(<UserScreen />)
  await waitFor(() => expect(screen.getByTestId('user-orders-pending')).toBeTruthy())
  expect(screen.queryByTestId('user-count-pending')).toBeNull()
  expect(calls()).toEqual(['GET /system/api/config/init'])
})

test('a session stored before roles existed gets the workbench and desk entries from one info request, without a new login', async () => {
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser(OLD_USER)
  info = { ...OLD_USER, nickname: 'Li Lei', roles: ['shopper', 'staff'], merchant: true }
  render(<UserScreen />)
  // nothing in the stored info opens them
  expect(screen.queryByTestId('entry-merchant')).toBeNull()
  await waitFor(() => expect(screen.getByTestId('entry-merchant')).toBeTruthy())
  expect(screen.getByTestId('entry-platform')).toBeTruthy()
  expect(screen.getByText('Li Lei')).toBeTruthy()
  expect(useSessionStore.getState().userInfo).toMatchObject({ roles: ['shopper', 'staff'], merchant: true })
  expect(calls().filter((c) => c === 'POST /customer/api/info')).toHaveLength(1)
})

test('a shopper without a shop or the staff role still sees neither entry after the refresh', async () => {
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser(OLD_USER)
  render(<UserScreen />)
  await waitFor(() => expect(useSessionStore.getState().userInfo?.roles).toEqual(['shopper']))
  expect(screen.queryByTestId('entry-merchant')).toBeNull()
  expect(screen.queryByTestId('entry-platform')).toBeNull()
})

test('an answer arriving after a logout does not bring the user back', async () => {
  let release!: () => void
  infoGate = new Promise<void>((r) => (release = r))
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser(OLD_USER)
  info = { ...OLD_USER, roles: ['staff'], merchant: true }
  render(<UserScreen />)
  await waitFor(() => expect(calls()).toContain('POST /customer/api/info'))
  act(() => useSessionStore.getState().logout())
  await act(async () => {
    release()
    await infoGate
  })
  expect(useSessionStore.getState().userInfo).toBeNull()
  expect(useSessionStore.getState().token).toBeNull()
  expect(screen.queryByTestId('entry-merchant')).toBeNull()
})
