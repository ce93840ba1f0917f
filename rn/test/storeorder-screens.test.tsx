/**
 * A store's goods ordered for pickup on React Native (`systemPay/nearby/goods/index`, `systemPay/nearby/store/previewOrder`):
 * the page entries of the shared src resolved like the RN build, with a fake API (test/taro.ts `answer`). The menu
 * lists the store's goods, a SKU is added through the sheet, the bar shows the server's total and checkout carries
 * the selection; the pickup checkout shows the server's numbers and opens the cashier. No text outside a Text anywhere.
 */
import { act, render, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { bodyOf, byTid, expectNoLooseText, ok, queryTid, sent, tapTid } from './screen-helpers'
import MenuPage from '@/pages/systemPay/nearby/goods/index'
import CheckoutPage from '@/pages/systemPay/nearby/store/previewOrder'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'
import { useSelectionStore } from '@/features/storeorder/selection-store'

const SHOP = 7
const shopCard = {
  id: SHOP,
  name: 'Moments Café',
  logo: '',
  kind: 'nearby_store',
  open: true,
  rating: 4.6,
  delivery: true,
  selfPickup: true,
  minDeliveryAmount: 0,
  hours: '08:00-22:00',
}
const store = {
  ...shopCard,
  banner: '',
  notice: '',
  intro: '',
  phone: '',
  address: 'Wangfujing 138',
  licenceImages: [],
  photos: [],
  categories: [{ id: 70, name: 'Café & desserts', icon: '', children: [] }],
  productCount: 1,
}
const product = {
  id: 101,
  title: 'Americano (large)',
  subtitle: '',
  images: [''],
  price: 2200,
  originalPrice: 2200,
  sales: 3,
  stock: 20,
  specGroups: [],
  skus: [{ id: 701, spec: {}, price: 2200, originalPrice: 2200, stock: 20, image: '', available: true }],
  delivery: true,
  selfPickup: true,
  shop: shopCard,
  reviews: { counts: { all: 0, pictures: 0, good: 0, medium: 0, bad: 0 }, rating: 5, first: [] },
  description: '',
  categoryId: 1,
  favourite: false,
  buyable: true,
  notBuyableReason: null,
}
const point = {
  id: 1,
  shopId: SHOP,
  name: 'In-store pickup',
  address: 'Wangfujing 138',
  hours: '09:00-21:00',
  phone: null,
  lat: null,
  lng: null,
  distance: null,
}
// deliberately not price x count: the screens show the server's numbers
const preview = {
  currency: 'CNY',
  address: null,
  shops: [
    {
      shopId: SHOP,
      shopName: 'Moments Café',
      mode: 'pickup',
      modes: ['pickup'],
      pickupPoints: [point],
      pickupPointId: 1,
      lines: [{ skuId: 701, productId: 101, title: 'Americano (large)', image: '', spec: {}, specText: '', price: 2200, count: 1, amount: 2111 }],
      goodsAmount: 2111,
      shippingFee: 0,
      discount: 0,
      payAmount: 2099,
      minDeliveryAmount: 0,
      coupons: [],
      couponId: null,
      remark: '',
      problems: [],
    },
  ],
  platformCoupons: [],
  platformCouponId: null,
  goodsAmount: 2111,
  shippingFee: 0,
  discount: 0,
  payAmount: 2099,
  ok: true,
}
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
  useSelectionStore.getState().clear(SHOP)
  await act(() => setLocale('en'))
})

describe('store order on React Native', () => {
  afterEach(expectNoLooseText)

  test('the menu: goods, a SKU added through the sheet, the server’s total, checkout with the items', async () => {
    openWith({ shopId: String(SHOP) })
    answer(`/api/customer/api/shop/${SHOP}`, ok(store))
    answer('/api/customer/api/product/search', {
      code: 200,
      msg: 'ok',
      ok: true,
      rows: [
        { id: 101, title: 'Americano (large)', image: '', price: 2200, originalPrice: 2200, sales: 3, shopId: SHOP, shopName: 'Moments Café', inStock: true },
      ],
      total: 1,
    })
    answer('/api/customer/api/product/101', ok(product))
    answer('/api/order/api/checkout/preview', ok(preview))
    render(<MenuPage />)
    await waitFor(() => expect(queryTid('so-add-101')).not.toBeNull())
    expect(textOf('so-item-101')).toContain('¥22.00')
    tapTid('so-add-101')
    await waitFor(() => expect(queryTid('so-sheet-add')).not.toBeNull())
    tapTid('so-sheet-add')
    await waitFor(() => expect(queryTid('so-bar-total')).not.toBeNull())
    await waitFor(() => expect(textOf('so-bar-total')).toBe('¥21.11'))
    expect(bodyOf(sent('POST', '/api/order/api/checkout/preview').at(-1)!)).toEqual({ lines: [{ skuId: 701, count: 1 }], storeId: SHOP })
    tapTid('so-checkout')
    await waitFor(() => expect(navigations).toEqual([`navigateTo /pages/systemPay/nearby/store/previewOrder?shopId=${SHOP}&items=701%3A1`]))
  })

  test('the pickup checkout: the store’s point, the server’s total, submit opens the cashier', async () => {
    openWith({ shopId: String(SHOP), items: '701:1' })
    answer('/api/order/api/checkout/preview', ok(preview))
    answer('/api/order/api/checkout/submit', ok({ payNo: 'P900', amount: 2099, currency: 'CNY', orderIds: [31], expiresAt: null }))
    render(<CheckoutPage />)
    await waitFor(() => expect(queryTid('sc-total')).not.toBeNull())
    expect(textOf('sc-total')).toBe('¥20.99')
    expect(textOf('sc-point-name')).toBe('In-store pickup')
    tapTid('sc-submit')
    await waitFor(() => expect(navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=P900']))
    expect(bodyOf(sent('POST', '/api/order/api/checkout/submit')[0])).toEqual({ lines: [{ skuId: 701, count: 1 }], storeId: SHOP, choices: [{ shopId: SHOP }] })
  })
})
