// A store's goods ordered for pickup (ADR 0142): the menu (`systemPay/nearby/goods/index?shopId=`) keeps this store's
// selection apart from the cart and shows the server's total; the pickup checkout (`systemPay/nearby/store/previewOrder`)
// sends `lines` + `storeId`, shows the server's numbers, submits once per intent and opens the cashier.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CatalogApi, type ProductCard, type ProductDetail, type ShopHome } from '~types/catalog'
import { OrderApi, type CheckoutLineIn, type CheckoutPreview, type CheckoutShop } from '~types/order'
import { nav } from '@/core/navigation'
import { StoreMenuScreen } from '@/features/storeorder/menu-screen'
import { itemsParam, linesOf, useSelectionStore } from '@/features/storeorder/selection-store'
import { StoreCheckoutScreen } from '@/features/storeorder/store-checkout-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { typeInto } from './taro-input'

jest.setTimeout(20_000)

const SHOP = 7
const store = (extra: Partial<ShopHome> = {}): ShopHome => ({
  id: SHOP,
  name: 'Moments Café',
  logo: '/api/files/logo.png',
  kind: 'nearby_store',
  open: true,
  rating: 4.6,
  delivery: true,
  selfPickup: true,
  minDeliveryAmount: 2000,
  hours: '08:00-22:00',
  banner: '',
  notice: '',
  intro: '',
  phone: '',
  address: 'Wangfujing 138',
  licenceImages: [],
  photos: [],
  categories: [{ id: 70, name: 'Café & desserts', icon: '', children: [] }],
  productCount: 2,
  ...extra,
})
const card = (id: number, title: string, price: number, inStock = true): ProductCard => ({
  id,
  title,
  image: `/api/files/${id}.png`,
  price,
  originalPrice: price,
  sales: 3,
  shopId: SHOP,
  shopName: 'Moments Café',
  inStock,
})
const detail = (id: number, title: string, skuId: number, price: number): ProductDetail => ({
  id,
  title,
  subtitle: '',
  images: [`/api/files/${id}.png`],
  price,
  originalPrice: price,
  sales: 3,
  stock: 20,
  specGroups: [],
  skus: [{ id: skuId, spec: {}, price, originalPrice: price, stock: 20, image: '', available: true }],
  delivery: true,
  selfPickup: true,
  shop: {
    id: SHOP,
    name: 'Moments Café',
    logo: '',
    kind: 'nearby_store',
    open: true,
    rating: 4.6,
    delivery: true,
    selfPickup: true,
    minDeliveryAmount: 0,
    hours: '',
  },
  reviews: { counts: { all: 0, pictures: 0, good: 0, medium: 0, bad: 0 }, rating: 5, first: [] },
  description: '',
  categoryId: 1,
  favourite: false,
  buyable: true,
  notBuyableReason: null,
})
const point = (id: number, name: string) => ({
  id,
  shopId: SHOP,
  name,
  address: 'Wangfujing 138',
  hours: '09:00-21:00',
  phone: null,
  lat: 39.9,
  lng: 116.4,
  distance: 350,
})
const TITLES: Record<number, string> = { 701: 'Americano (large)', 702: 'Butter croissant' }
// deliberately not price x count: the screens show the server's numbers
const shopPart = (lines: CheckoutLineIn[], extra: Partial<CheckoutShop> = {}): CheckoutShop => ({
  shopId: SHOP,
  shopName: 'Moments Café',
  mode: 'pickup',
  modes: ['pickup'],
  pickupPoints: [point(1, 'In-store pickup'), point(2, 'Community pickup point')],
  pickupPointId: 1,
  lines: lines.map((l) => ({
    skuId: l.skuId,
    productId: l.skuId - 600,
    title: TITLES[l.skuId] ?? 'x',
    image: '',
    spec: {},
    specText: '',
    price: 1000,
    count: l.count,
    amount: 1111 * l.count,
  })),
  goodsAmount: 3333,
  shippingFee: 0,
  discount: 0,
  payAmount: 3333,
  minDeliveryAmount: 0,
  coupons: [],
  couponId: null,
  remark: '',
  problems: [],
  ...extra,
})
const previewOf = (lines: CheckoutLineIn[], extra: Partial<CheckoutPreview> = {}): CheckoutPreview => ({
  currency: 'CNY',
  address: null,
  shops: [shopPart(lines)],
  platformCoupons: [],
  platformCouponId: null,
  goodsAmount: 1111 * lines.reduce((n, l) => n + l.count, 0),
  shippingFee: 0,
  discount: 0,
  payAmount: 999 * lines.reduce((n, l) => n + l.count, 0),
  ok: true,
  ...extra,
})

let api: FakeApi
let page: FakePage
beforeEach(() => {
  useSelectionStore.getState().clear(SHOP)
})
afterEach(() => expect(api.problems()).toEqual([]))

const click = async (id: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(id))
  })
}

describe('the store menu', () => {
  let shopAnswer: () => ShopHome
  beforeEach(() => {
    page = fakePage({ shopId: String(SHOP) }, 'pages/systemPay/nearby/goods/index')
    shopAnswer = () => store()
    api = fakeApi()
      .on(CatalogApi.shop, () => shopAnswer())
      .on(CatalogApi.productSearch, () => ({
        rows: [card(101, 'Americano (large)', 2200), card(102, 'Butter croissant', 1500), card(103, 'Beans', 7800, false)],
        total: 3,
      }))
      .on(CatalogApi.productDetail, ({ params }) =>
        Number(params.id) === 101 ? detail(101, 'Americano (large)', 701, 2200) : detail(102, 'Butter croissant', 702, 1500),
      )
      .on(OrderApi.preview, ({ body }) => previewOf((body as { lines: CheckoutLineIn[] }).lines))
      .install()
  })

  test('goods of the store with its prices; sold out has no add button; the bar starts empty', async () => {
    render(<StoreMenuScreen />)
    expect((await screen.findByTestId('so-store-name')).textContent).toBe('Moments Café')
    await screen.findByTestId('so-item-101')
    expect(screen.getByTestId('so-item-101').textContent).toContain('¥22.00')
    expect(screen.getByTestId('so-item-103').textContent).toContain('Sold out')
    expect(screen.queryByTestId('so-add-103')).toBeNull()
    expect(screen.getByTestId('so-bar-count').textContent).toBe('Nothing chosen yet')
    expect(api.calls(CatalogApi.productSearch)[0].query).toMatchObject({ shopId: SHOP, pageNum: 1 })
    // a category chip asks that category's goods
    await click('so-cat-70')
    await waitFor(() => expect(api.calls(CatalogApi.productSearch).at(-1)!.query).toMatchObject({ shopId: SHOP, shopCategoryId: 70 }))
  })

  test('add two goods through the SKU sheet: the bar shows the count and the server’s total; steppers; checkout carries the items', async () => {
    render(<StoreMenuScreen />)
    await screen.findByTestId('so-item-101')
    await click('so-add-101')
    await screen.findByTestId('so-sheet-add')
    await click('qty-plus')
    await click('so-sheet-add')
    expect(screen.queryByTestId('so-sheet')).toBeNull()
    await click('so-add-102')
    await screen.findByTestId('so-sheet-add')
    await click('so-sheet-add')
    await waitFor(() => expect(screen.getByTestId('so-bar-total').textContent).toBe('¥33.33'))
    expect(screen.getByTestId('so-bar-count').textContent).toBe('3 items')
    expect(screen.getByTestId('so-count-101').textContent).toBe('2')
    // the server was asked as a store order, out of the cart
    expect(api.calls(OrderApi.preview).at(-1)!.body).toEqual({
      lines: [
        { skuId: 701, count: 2 },
        { skuId: 702, count: 1 },
      ],
      storeId: SHOP,
    })
    // the selection: server names and amounts, steppers
    await click('so-bar-info')
    await waitFor(() => expect(screen.getByTestId('so-line-701').textContent).toContain('Americano (large)'))
    await click('so-plus-702')
    expect(screen.getByTestId('so-line-count-702').textContent).toBe('2')
    await click('so-minus-701')
    await click('so-minus-701')
    expect(screen.queryByTestId('so-line-701')).toBeNull()
    await waitFor(() => expect(api.calls(OrderApi.preview).at(-1)!.body).toEqual({ lines: [{ skuId: 702, count: 2 }], storeId: SHOP }))
    await waitFor(() => expect(screen.getByTestId('so-bar-total').textContent).toBe('¥22.22'))
    await click('so-checkout')
    expect(page.navigations.at(-1)).toBe(`navigateTo /pages/systemPay/nearby/store/previewOrder?shopId=${SHOP}&items=702%3A2`)
  })

  test('a selection the server refuses shows its message and can be cleared; a closed store takes no order', async () => {
    useSelectionStore.getState().add(SHOP, { skuId: 701, productId: 101, count: 1 })
    api.on(OrderApi.preview, () => refuse(400, 1309, 'A product is off the shelf, its shop is closed, or it does not exist'))
    shopAnswer = () => store({ open: false })
    render(<StoreMenuScreen />)
    expect((await screen.findByTestId('so-error')).textContent).toContain('off the shelf')
    expect(screen.getByTestId('so-closed').textContent).toContain('closed')
    expect(screen.getByTestId('so-add-101').className).toContain('so-add--off')
    await click('so-add-101')
    expect(screen.queryByTestId('so-sheet')).toBeNull()
    await click('so-bar-info')
    await click('so-clear')
    expect(useSelectionStore.getState().byShop[SHOP]).toBeUndefined()
    expect(screen.getByTestId('so-bar-count').textContent).toBe('Nothing chosen yet')
  })
})

describe('the store’s pickup checkout', () => {
  const LINES = [
    { skuId: 701, count: 2 },
    { skuId: 702, count: 1 },
  ]
  let answer: (body: { choices?: Array<{ pickupPointId?: number }> }) => CheckoutPreview
  beforeEach(() => {
    page = fakePage({ shopId: String(SHOP), items: itemsParam(LINES) }, 'pages/systemPay/nearby/store/previewOrder')
    useSelectionStore.getState().add(SHOP, { skuId: 701, productId: 101, count: 2 })
    answer = (body) => {
      const chosen = body.choices?.[0]?.pickupPointId
      return previewOf(LINES, { shops: [shopPart(LINES, { pickupPointId: chosen ?? 1 })] })
    }
    api = fakeApi()
      .on(OrderApi.preview, ({ body }) => answer(body as never))
      .on(OrderApi.submit, () => ({ payNo: 'P900', amount: 2997, currency: 'CNY', orderIds: [31], expiresAt: null }))
      .install()
  })

  test('items become lines; a store order; pickup at the store’s point; the server’s totals; a problem blocks submit', async () => {
    expect(linesOf('701:2,702:1,701:5,x:1,703:0')).toEqual(LINES)
    render(<StoreCheckoutScreen />)
    expect((await screen.findByTestId('sc-total')).textContent).toBe('¥29.97')
    expect(api.calls(OrderApi.preview)[0].body).toEqual({ lines: LINES, storeId: SHOP, choices: [{ shopId: SHOP }] })
    expect(screen.getByTestId('sc-goods').textContent).toBe('¥33.33')
    expect(screen.getByTestId('sc-point-name').textContent).toBe('In-store pickup')
    expect(screen.getByTestId('sc-point').textContent).toContain('350 m')
    expect(screen.getByTestId('sc-line-701').textContent).toContain('x2')
    // another point through the pickup point page
    await click('sc-point')
    expect(page.navigations.at(-1)).toMatch(/^navigateTo \/pages\/classify\/self-point\?shopId=7&selected=1&pick=/)
    await act(async () => {
      await nav.pickDone(page.pickId(), point(2, 'Community pickup point'))
    })
    await waitFor(() => expect(screen.getByTestId('sc-point-name').textContent).toBe('Community pickup point'))
    expect(api.calls(OrderApi.preview).at(-1)!.body).toEqual({ lines: LINES, storeId: SHOP, choices: [{ shopId: SHOP, pickupPointId: 2 }] })
    // a problem the server reports: shown, submit off
    answer = () => previewOf(LINES, { ok: false, shops: [shopPart(LINES, { problems: ['stock'] })] })
    const input = screen.getByTestId('sc-remark')
    typeInto(input, 'less ice')
    await act(async () => {
      fireEvent.blur(input)
    })
    await waitFor(() =>
      expect(api.calls(OrderApi.preview).at(-1)!.body).toEqual({
        lines: LINES,
        storeId: SHOP,
        choices: [{ shopId: SHOP, pickupPointId: 2, remark: 'less ice' }],
      }),
    )
    expect((await screen.findByTestId('sc-problem-stock')).textContent).toBe('Insufficient stock')
    await click('sc-submit')
    expect(api.calls(OrderApi.submit)).toHaveLength(0)
  })

  test('submit once with an Idempotency-Key, empty this store’s selection, open the cashier', async () => {
    render(<StoreCheckoutScreen />)
    await screen.findByTestId('sc-total')
    await act(async () => {
      fireEvent.click(screen.getByTestId('sc-submit'))
      fireEvent.click(screen.getByTestId('sc-submit'))
    })
    await waitFor(() => expect(page.navigations.at(-1)).toBe('redirectTo /pages/systemPay/order/details/index?payNo=P900'))
    const sent = api.calls(OrderApi.submit)
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toEqual({ lines: LINES, storeId: SHOP, choices: [{ shopId: SHOP }] })
    expect(sent[0].header['Idempotency-Key']).toBeTruthy()
    expect(useSelectionStore.getState().byShop[SHOP]).toBeUndefined()
  })

  test('nothing to order: a page without items says so', async () => {
    page.params = { shopId: String(SHOP), items: '' }
    render(<StoreCheckoutScreen />)
    expect((await screen.findByText("Nothing to order: go back to the store's menu")).textContent).toBeTruthy()
    expect(api.calls(OrderApi.preview)).toHaveLength(0)
  })
})
