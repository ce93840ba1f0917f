import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { BasketList } from '~types/cart'
import { CartScreen } from '@/features/cart/cart-screen'
import { useCartStore } from '@/features/cart/cart-store'
import { effectiveSelection, toggleAll, toggleOne, toggleShop } from '@/features/cart/selection'
import { areaKey, clearQueries, invalidate } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, refuse, type FakeApi } from './fake-api'

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
  specGroups: [
    {
      key: 'size',
      name: 'Size',
      values: [
        { key: 'M', name: 'Medium' },
        { key: 'L', name: 'Large' },
        { key: 'XL', name: 'Extra large' },
      ],
    },
  ],
  skus: [
    { id: 100, spec: { size: 'M' }, price: 1000, originalPrice: 1500, stock: 5, image: '', available: true },
    { id: 101, spec: { size: 'L' }, price: 1200, originalPrice: 1500, stock: 2, image: '', available: true },
    { id: 102, spec: { size: 'XL' }, price: 1300, originalPrice: 1500, stock: 0, image: '', available: false },
  ],
}

let api: FakeApi
const previews = () => api.calls('cart.settlePreview').map((c) => c.body.ids as number[])
const puts = () => api.calls('cart.update')

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  // page hooks: no page lifecycle in jsdom
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).showToast = jest.fn(async () => {})
  ;(Taro as any).showModal = jest.fn(async () => ({ confirm: true }))
  api = fakeApi()
    .on('cart.list', () => LIST)
    .on('cart.count', () => ({ count: 3, lines: 4 }))
    // deliberately not the sum of the prices: the screen must show what the server says
    .on('cart.settlePreview', ({ body }) => ({ total: 4242 * body.ids.length, saving: 77, count: body.ids.length, ids: body.ids, excluded: [] }))
    .on('catalog.productDetail', () => PRODUCT_10 as never)
    .on('cart.update', ({ params }) => ({ id: Number(params.id), basketCount: 2 }))
    .install()
})
// the product fixture carries only what the SKU sheet reads (not a whole ProductDetail): its answer is exempt
afterEach(() => expect(api.problems().filter((p) => !p.startsWith('GET /customer/api/product/10: response'))).toEqual([]))

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
  expect(api.keys()).toEqual([])
})

test('baskets are ticked when they arrive (just added): the bar shows the server total of all of them', async () => {
  useSessionStore.getState().setToken('tok')
  useCartStore.getState().setUnticked([])
  render(<CartScreen />)
  await screen.findByText('Tea House')
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'), { timeout: 5_000 })
  expect(previews().at(-1)).toEqual([1, 2, 3])
  expect(screen.getByText('Check out (3)')).toBeTruthy()
})

test('an order took the ticked baskets: the cart is fetched again, and their totals are not asked again', async () => {
  useSessionStore.getState().setToken('tok')
  useCartStore.getState().setUnticked([])
  render(<CartScreen />)
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'), { timeout: 5_000 })
  const asked = previews().length
  // the order placed: the server's cart holds only the invalid basket now
  api.on('cart.list', () => ({ ...LIST, groups: [], productAll: 0 }))
  await act(async () => {
    await invalidate(areaKey('cart'))
  })
  await waitFor(() => expect(screen.queryByText('Tea House')).toBeNull(), { timeout: 5_000 })
  expect(previews().length).toBe(asked)
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
  expect(previews().at(-1)).toEqual([1])
  expect(screen.getByTestId('cart-saving').textContent).toBe('You save ¥0.77')

  fireEvent.click(screen.getByTestId('cart-shop-check-2'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥84.84'))
  expect(previews().at(-1)).toEqual([1, 3])

  fireEvent.click(screen.getByTestId('cart-all'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥127.26'))
  expect(previews().at(-1)).toEqual([1, 2, 3])
  expect(screen.getByText('Check out (3)')).toBeTruthy()
  // the invalid basket has no tick box at all, and "all" never included it
  expect(screen.queryByTestId('basket-check-9')).toBeNull()
  expect(useCartStore.getState().unticked).not.toContain(9)

  fireEvent.click(screen.getByTestId('cart-all'))
  await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥0.00'))
})

test('a quantity the server refuses shows its message and the cart is fetched again', async () => {
  useSessionStore.getState().setToken('tok')
  api.on('cart.update', () => refuse(409, 1201, 'Insufficient stock', 'count'))
  render(<CartScreen />)
  await screen.findByText('Tea House')
  const lists = () => api.calls('cart.list').length
  const before = lists()
  await act(async () => {
    fireEvent.click(screen.getByTestId('basket-plus-2'))
  })
  await waitFor(() => expect(lists()).toBeGreaterThan(before))
  expect(puts()[0].params).toEqual({ id: '2' })
  expect(puts()[0].body).toMatchObject({ count: 2 })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Insufficient stock' }))
})

test("the spec line shows the server's translated names; change SKU reuses the picker and sends the new SKU and quantity", async () => {
  useSessionStore.getState().setToken('tok')
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
  await waitFor(() => expect(puts().length).toBe(1))
  expect(puts()[0].params).toEqual({ id: '1' })
  expect(puts()[0].body).toMatchObject({ skuId: 101, count: 2 })
  await waitFor(() => expect(screen.queryByTestId('sku-sheet')).toBeNull())
})
