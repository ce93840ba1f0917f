import Taro from '@tarojs/taro'
import { render, screen, waitFor } from '@testing-library/react'
import { UserScreen } from '@/features/shell/user-screen'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

let calls: string[] = []
beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  calls = []
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string }) => {
    calls.push(`${o.method} ${o.url.replace(/^.*?\/api\/order/, '/order')}`)
    return { statusCode: 200, data: { code: 200, ok: true, data: { pendingOrderCount: 2, deliverOrderCount: 0, receivingOrderCount: 120, evaluateOrderCount: 1, refundOrderCount: 0 } } }
  })
})

test('the user tab shows the order counts of order/api/main/count (none at zero, 99+ above 99)', async () => {
  useSessionStore.getState().setToken('tok')
  render(<UserScreen />)
  await waitFor(() => expect(screen.getByTestId('user-count-pending').textContent).toBe('2'))
  expect(screen.getByTestId('user-count-receiving').textContent).toBe('99+')
  expect(screen.getByTestId('user-count-evaluate').textContent).toBe('1')
  expect(screen.queryByTestId('user-count-deliver')).toBeNull()
  expect(calls).toEqual(['GET /order/api/main/count'])
})

test('a guest sees no counts and nothing is asked', () => {
  render(<UserScreen />)
  expect(screen.queryByTestId('user-count-pending')).toBeNull()
  expect(calls).toEqual([])
})
