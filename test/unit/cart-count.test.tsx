// The cart's count: one key, one answer shape. The tab pages' badge and the product page's cart icon read
// the same cached answer; the product page used to read `{count}` from a key the tab bar had filled with
// a number, so its badge stayed empty when it was opened from a tab.
import { render, screen, waitFor } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { CartApi } from '~types/cart'
import { fetchCartCount, useCartCount, useTabBadge } from '@/core/ui'
import { getQueryData, keyOf } from '@/core/data'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, type FakeApi } from './fake-api'
import { fakePage } from './fake-page'

jest.setTimeout(20_000)

let api: FakeApi
beforeEach(() => {
  fakePage()
  api = fakeApi()
    .on(CartApi.count, () => ({ count: 3, lines: 2 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

function TabPage() {
  useTabBadge(3, keyOf('cart.count'), fetchCartCount)
  return null
}
function ProductIcon() {
  return <Text data-testid='icon-badge'>{String(useCartCount())}</Text>
}

test('a tab page fills the count first; the product page shows the same number', async () => {
  render(<TabPage />)
  await waitFor(() => expect(getQueryData(keyOf('cart.count'))).toBe(3))
  render(<ProductIcon />)
  expect(screen.getByTestId('icon-badge').textContent).toBe('3')
  expect(api.calls(CartApi.count)).toHaveLength(1)
})

test('a guest has no count and asks nothing', async () => {
  useSessionStore.getState().logout()
  render(<ProductIcon />)
  expect(screen.getByTestId('icon-badge').textContent).toBe('0')
  expect(api.calls(CartApi.count)).toHaveLength(0)
})
