// The recharge area's first screen (`systemPay/wallet/recharge`) on the shared fake API: its list page by page, the empty
// state, and an error with retry, through the shared data hook and Screen.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RechargeApi, type RechargeItem } from '~types/recharge'
import { RechargeScreen } from '@/features/recharge/recharge-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const item = (id: number): RechargeItem => ({ id, title: `Item ${id}`, createTime: '2026-11-26T10:00:00.000Z' })

let api: FakeApi
let total = 0
let failures = 0

beforeEach(() => {
  fakePage({}, 'pages/systemPay/wallet/recharge')
  total = 3
  failures = 0
  api = fakeApi()
    .on(RechargeApi.list, ({ query }) => {
      if (failures > 0) return (failures--, refuse(500, 500, 'Server busy, try again'))
      const from = (Number(query.pageNum ?? 1) - 1) * 10
      return { rows: Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => item(from + i + 1)), total }
    })
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('lists the items of the first page, then the end line', async () => {
  render(<RechargeScreen />)
  await waitFor(() => expect(screen.getByTestId('recharge-3')).toBeTruthy())
  expect(screen.getByTestId('recharge-1').textContent).toBe('Item 1')
  expect(api.calls(RechargeApi.list)[0].query).toMatchObject({ pageNum: 1, pageSize: 10 })
  expect(screen.getByText('That is all')).toBeTruthy()
})

test("no items: the empty state in the user's language", async () => {
  total = 0
  render(<RechargeScreen />)
  await waitFor(() => expect(screen.getByText('Nothing here yet')).toBeTruthy())
})

test("an error shows the server's message with retry, which loads the list", async () => {
  failures = 1
  render(<RechargeScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Server busy, try again'))
  await act(async () => void fireEvent.click(screen.getByText('Retry')))
  await waitFor(() => expect(screen.getByTestId('recharge-1')).toBeTruthy())
})
