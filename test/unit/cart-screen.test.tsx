import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { BasketList } from '~types/cart'
import { CartScreen } from '@/features/cart/cart-screen'
import { useCartStore } from '@/features/cart/cart-store'
import { effectiveSelection, toggleAll, toggleOne, toggleShop } from '@/features/cart/selection'
import { clearQueries, invalidate } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

const basket = (id: number, shopId: number, price: number, extra: object = {}) => ({
  id,
  basketCount: 1,
  shopId,
  product: { id: id * 10, title: `Product ${id}`, image: '/api/files/p.png' },
  productSku: { id: id * 100, spec: { size: 'M' }, specText: 'Medium', price, originalPrice: price + 500, stock: 5 },
  ...extra,
})
const LIST: BasketList = {
  groups: [
    { shopId: 1, shopName: 'Tea House', shopOpen: true, baskets: [basket(1, 1, 1000), basket(2, 1, 2000)] },
    { shopId: 2, shopName: 'Apparel', shopOpen: true, baskets: [basket(3, 2, 3000)] },
  ],
  invalid: [basket(9, 1, 999, { reason: 'off' })],
  productAll: 3,
}

/** Basket 1's product: sizes M (its SKU 100), L (stock 2), XL (sold out). */
const PRODUCT_10 = {
  id: 10,
  images: ['/api/files/p.png'],
  price: 1000,
  originalPrice: 1500,
  stock: 7,
  specGroups: [{ key: 'size', name: 'Size', values: [{ key: 'M', name: 'Medium' }, { key: 'L', name: 'Large' }, { key: 'XL', name: 'Extra large' }] }],
  skus: [
    { id: 100, spec: { size: 'M' }, price: 1000, originalPrice: 1500, stock: 5, image: '', available: true },
    { id: 101, spec: { size: 'L' }, price: 1200, originalPrice: 1500, stock: 2, image: '', available: true },
    { id: 102, spec: { size: 'XL' }, price: 1300, originalPrice: 1500, stock: 0, image: '', available: false },
  ],
}

let previews: number[][] = []
let puts: Array<{ url: string; data: unknown }> = []
let putReply: { statusCode: number; data: object } = { statusCode: 200, data: { code: 200, ok: true, data: { id: 1, basketCount: 2 } } }

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  previews = []
  puts = []
  // page hooks: no page lifecycle in jsdom
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).showToast = jest.fn(async () => {})
  ;(Taro as any).showModal = jest.fn(async () => ({ confirm: true }))
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: any }) => {
    const key = `${o.method} ${o.url.replace(/^.*\/api\/customer/, '/customer')}`
    const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, ok: true, data } })
    if (key === 'GET /customer/api/basket/list') return ok(LIST)
    if (key === 'GET /customer/api/basket/count') return ok({ count: 3, lines: 4 })
    if (key === 'POST /customer/api/basket/settle-preview') {
      const ids = (typeof o.data === 'string' ? JSON.parse(o.data) : o.data).ids as number[]
      previews.push(ids)
      // deliberately not the sum of the prices: the screen must show what the server says
      return ok({ total: 4242 * ids.length, saving: 77, count: ids.length, ids, excluded: [] })
    }
    if (key === 'GET /customer/api/product/10') return ok(PRODUCT_10)
    if (key.startsWith('PUT /customer/api/basket/')) {
      puts.push({ url: o.url, data: o.data })
      return putReply
    }
    return { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${key}` } }
  })
})

test('selection rules: one, a shop, all; invalid items are never selectable; vanished ids drop out', () => {
  expect(toggleOne(LIST, [], 1)).toEqual([1])
  expect(toggleOne(LIST, [1], 1)).toEqual([])
  expect(toggleOne(LIST, [], 9)).toEqual([])
  expect(toggleShop(LIST, [], 1)).toEqual([1, 2])
  expect(toggleShop(LIST, [1, 2, 3], 1)).toEqual([3])
  expect(toggleShop(LIST, [2], 1).sort()).toEqual([1, 2])
  expect(toggleAll(LIST, [1])).toEqual([1, 2, 3])
  expect(toggleAll(LIST, [1, 2, 3])).toEqual([])
  expect(toggleAll(LIST, [1, 2, 3, 9])).toEqual([])
  expect(effectiveSelection(LIST, [9, 3, 42])).toEqual([3])
})

test('a guest sees the login prompt and no request is sent', async () => {
  render(<CartScreen />)
  expect(screen.getByText('Log in to see what is in your cart')).toBeTruthy()
  expect(Taro.request).not.toHaveBeenCalled()
})

test('baskets are ticked when they arrive (just added): the bar shows the server total of all of them', async () => {
  useSessionStore.getState().setToken('tok')
  useCartStore.getState().setUnticked([])
  render(<CartScreen />)
  await screen.findByText('Tea House')
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'), { timeout: 5_000 })
  expect(previews.at(-1)).toEqual([1, 2, 3])
  expect(screen.getByText('Check out (3)')).toBeTruthy()
})

test('an order took the ticked baskets: the cart is fetched again, and their totals are not asked again', async () => {
  useSessionStore.getState().setToken('tok')
  useCartStore.getState().setUnticked([])
  render(<CartScreen />)
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'), { timeout: 5_000 })
  const asked = previews.length
  // the order placed: the server's cart holds only the invalid basket now
  const request = (Taro as any).request
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string }) =>
    o.url.endsWith('/basket/list') ? { statusCode: 200, data: { code: 200, ok: true, data: { ...LIST, groups: [], productAll: 0 } } } : request(o),
  )
  await act(async () => {
    await invalidate(['cart'])
  })
  await waitFor(() => expect(screen.queryByText('Tea House')).toBeNull(), { timeout: 5_000 })
  expect(previews.length).toBe(asked)
})

test('groups by shop; ticking one, a shop and all asks the server for the totals and shows its numbers', async () => {
  useSessionStore.getState().setToken('tok')
  useCartStore.getState().setUnticked([1, 2, 3])
  render(<CartScreen />)
  await screen.findByText('Tea House')
  expect(screen.getByText('Apparel')).toBeTruthy()
  expect(screen.getByText('Unavailable items (1)')).toBeTruthy()
  expect(screen.getByTestId('cart-total').textContent).toBe('¥0.00')

  fireEvent.click(screen.getByTestId('basket-check-1'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥42.42'))
  expect(previews.at(-1)).toEqual([1])
  expect(screen.getByTestId('cart-saving').textContent).toBe('You save ¥0.77')

  fireEvent.click(screen.getByTestId('cart-shop-check-2'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥84.84'))
  expect(previews.at(-1)).toEqual([1, 3])

  fireEvent.click(screen.getByTestId('cart-all'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'))
  expect(previews.at(-1)).toEqual([1, 2, 3])
  expect(screen.getByText('Check out (3)')).toBeTruthy()
  // the invalid basket has no tick box at all, and "all" never included it
  expect(screen.queryByTestId('basket-check-9')).toBeNull()
  expect(useCartStore.getState().unticked).not.toContain(9)

  fireEvent.click(screen.getByTestId('cart-all'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥0.00'))
})

test('a quantity the server refuses shows its message and the cart is fetched again', async () => {
  useSessionStore.getState().setToken('tok')
  putReply = { statusCode: 409, data: { code: 1201, ok: false, msg: 'Insufficient stock', field: 'count' } }
  render(<CartScreen />)
  await screen.findByText('Tea House')
  const lists = () => (Taro.request as jest.Mock).mock.calls.filter(([o]) => o.url.endsWith('/basket/list')).length
  const before = lists()
  await act(async () => {
    fireEvent.click(screen.getByTestId('basket-plus-2'))
  })
  await waitFor(() => expect(lists()).toBeGreaterThan(before))
  expect(puts[0].url).toMatch(/\/customer\/api\/basket\/2$/)
  expect(puts[0].data).toMatchObject({ count: 2 })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Insufficient stock' }))
})

test("the spec line shows the server's translated names; change SKU reuses the picker and sends the new SKU and quantity", async () => {
  useSessionStore.getState().setToken('tok')
  putReply = { statusCode: 200, data: { code: 200, ok: true, data: { id: 1, basketCount: 2 } } }
  render(<CartScreen />)
  await screen.findByText('Tea House')
  // the server's names (specText), not the value keys of `spec`
  expect(screen.getByTestId('basket-sku-1').textContent).toContain('Medium')
  expect(screen.queryByText('M')).toBeNull()
  fireEvent.click(screen.getByTestId('basket-sku-1'))
  await screen.findByTestId('sku-panel')
  // opened on the basket's SKU; the sold-out size cannot be chosen
  expect(screen.getByTestId('sku-size-M').getAttribute('aria-selected')).toBe('true')
  expect(screen.getByTestId('sku-size-XL').getAttribute('aria-disabled')).toBe('true')
  fireEvent.click(screen.getByTestId('sku-size-L'))
  expect(screen.getByTestId('sku-price').textContent).toBe('¥12.00')
  // stock 2 bounds the quantity: + stops at 2, a third tap says "insufficient stock"
  fireEvent.click(screen.getByTestId('qty-plus'))
  fireEvent.click(screen.getByTestId('qty-plus'))
  expect(screen.getByTestId('qty-problem').textContent).toMatch(/Insufficient stock/)
  fireEvent.click(screen.getByTestId('qty-minus'))
  expect(screen.queryByTestId('qty-problem')).toBeNull()
  await act(async () => {
    fireEvent.click(screen.getByTestId('sku-sheet-confirm'))
  })
  await waitFor(() => expect(puts.length).toBe(1))
  expect(puts[0].url).toMatch(/\/customer\/api\/basket\/1$/)
  expect(puts[0].data).toMatchObject({ skuId: 101, count: 2 })
  await waitFor(() => expect(screen.queryByTestId('sku-sheet')).toBeNull())
})
