/**
 * @jest-environment jsdom
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { EditorApi, EditorCodes, type MyProduct, type ProductEdit, type ShopEdit } from '~types/editor'
import { SystemApi } from '~types/system'
import { UploadApi } from '~types/upload'
import { useSessionStore } from '@/core/stores/session'
import { MyProductsScreen } from '@/features/editor/products-screen'
import { ProductEditorScreen } from '@/features/editor/product-screen'
import { ShopEditorScreen } from '@/features/editor/shop-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let uploads = 0
const type = (id: string, value: string) => act(() => void screen.getByTestId(id).dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
const toggle = (id: string, value: boolean) =>
  act(() => void screen.getByTestId(id).dispatchEvent(new CustomEvent('change', { detail: { value }, bubbles: true })))

const shop: ShopEdit = {
  id: 9,
  name: 'Moments Café',
  logo: '/api/files/default/logo.png',
  banner: '',
  notice: '',
  hours: '',
  open: true,
  pickupPoints: [{ id: 3, name: 'Gate', address: '1 Road', hours: '', phone: '' }],
  delivery: { fee: 800, freeOver: null, provinceIds: [] },
}
const product = (id: number, extra: Partial<ProductEdit> = {}): ProductEdit => ({
  id,
  shopId: 9,
  title: 'Tee',
  categoryId: 21,
  images: ['/api/files/default/p.png'],
  description: '',
  status: 'on',
  specGroups: [{ key: 'g1', name: 'Colour', values: [{ key: 'v1', name: 'Red' }] }],
  skus: [{ id: 501, spec: ['Red'], price: 5900, originalPrice: 5900, stock: 10 }],
  ...extra,
})

beforeEach(() => {
  page = fakePage({}, 'pages/merchant/product')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
  uploads = 0
  ;(Taro as any).chooseImage = jest.fn(async ({ count }: { count: number }) => ({
    tempFilePaths: Array.from({ length: Math.min(count, 2) }, (_, i) => `/tmp/p${i}.png`),
  }))
  api = fakeApi()
    .on(EditorApi.myShops, () => [
      { id: 9, name: 'Moments Café', logo: '', open: true },
      { id: 10, name: 'Tea House', logo: '', open: true },
    ])
    .on(EditorApi.categories, () => [
      { id: 21, name: 'Tees', parentName: 'Clothes' },
      { id: 22, name: 'Cups', parentName: 'Home' },
    ])
    .on(UploadApi.upload, () => {
      uploads++
      return {
        id: `2222222${uploads}-2222-4222-8222-222222222222`,
        url: `/api/files/default/u${uploads}.png`,
        mime: 'image/png',
        size: 9_000,
        scope: 'public' as const,
      }
    })
    .on(EditorApi.createProduct, () => product(77))
    .on(EditorApi.product, ({ params }) => product(Number(params.id)))
    .on(EditorApi.saveProduct, ({ params }) => product(Number(params.id)))
    .on(EditorApi.shop, () => shop)
    .on(EditorApi.saveShop, () => shop)
    .on(SystemApi.provinces, () => [{ id: 110000, parentId: null, name: 'Beijing', level: 1, hasChildren: true }])
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('the product editor (merchant/product)', () => {
  test('an account without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<ProductEditorScreen />)
    expect(await screen.findByText("Only a shop's merchant can open this page")).toBeTruthy()
    expect(api.calls(EditorApi.myShops)).toEqual([])
  })

  test('a new product: checked here first; pictures uploaded public; the SKU grid from the specs; the body the server takes', async () => {
    render(<ProductEditorScreen />)
    fireEvent.click(await screen.findByTestId('ed-shop-10'))
    fireEvent.click(await screen.findByTestId('ed-save-product'))
    expect((await screen.findByTestId('ed-error-title')).textContent).toBe('Required')
    expect(screen.getByTestId('ed-error-images').textContent).toBe('Add 1 to 9 pictures')
    expect(api.calls(EditorApi.createProduct)).toEqual([])
    type('ed-title', ' Linen tee ')
    fireEvent.click(screen.getByTestId('ed-add-images'))
    await screen.findByTestId('ed-pic-images-1')
    fireEvent.click(await screen.findByTestId('ed-cat-21'))
    fireEvent.click(screen.getByTestId('ed-add-group'))
    type('ed-group-name-0', 'Colour')
    type('ed-value-0-0', 'Red')
    fireEvent.click(screen.getByTestId('ed-add-value-0'))
    type('ed-value-0-1', 'Blue')
    expect(screen.getByTestId('ed-sku-1').textContent).toContain('Blue')
    type('ed-sku-price-0', '59')
    type('ed-sku-stock-0', '10')
    type('ed-sku-price-1', '69.5')
    type('ed-sku-original-1', '79')
    fireEvent.click(screen.getByTestId('ed-save-product'))
    expect((await screen.findByTestId('ed-error-sku-1')).textContent).toBe('Enter a whole number of 0 or more')
    type('ed-sku-stock-1', '4')
    fireEvent.click(screen.getByTestId('ed-save-product'))
    await waitFor(() => expect(api.calls(EditorApi.createProduct).length).toBe(1))
    expect(api.calls(EditorApi.createProduct)[0].body).toEqual({
      shopId: 10,
      title: 'Linen tee',
      categoryId: 21,
      images: ['22222221-2222-4222-8222-222222222222', '22222222-2222-4222-8222-222222222222'],
      description: '',
      specGroups: [{ name: 'Colour', values: [{ name: 'Red' }, { name: 'Blue' }] }],
      skus: [
        { spec: ['Red'], price: 5900, stock: 10 },
        { spec: ['Blue'], price: 6950, originalPrice: 7900, stock: 4 },
      ],
      status: 'on',
    })
    expect(api.calls(UploadApi.upload).map((c) => (c.body as { scope: string }).scope)).toEqual(['public', 'public'])
    await waitFor(() => expect(page.toasts).toContain('Product created'))
  })

  test("an edit sends each SKU's id with the stock read; the server's refusal shows under its SKU", async () => {
    page = fakePage({ id: '5' }, 'pages/merchant/product')
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    api.on(EditorApi.saveProduct, () => refuse(409, EditorCodes.STOCK_CHANGED, 'The stock changed meanwhile', 'skus.0.stockWas'))
    render(<ProductEditorScreen />)
    type(await screen.findByTestId('ed-sku-stock-0').then(() => 'ed-sku-stock-0'), '15')
    fireEvent.click(screen.getByTestId('ed-save-product'))
    await waitFor(() => expect(api.calls(EditorApi.saveProduct).length).toBe(1))
    expect(api.calls(EditorApi.saveProduct)[0].body.skus).toEqual([{ id: 501, stockWas: 10, spec: ['Red'], price: 5900, stock: 15 }])
    expect(api.calls(EditorApi.saveProduct)[0].body.specGroups).toEqual([{ key: 'g1', name: 'Colour', values: [{ key: 'v1', name: 'Red' }] }])
    expect((await screen.findByTestId('ed-error-sku-0')).textContent).toBe('The stock changed meanwhile')
  })
})

describe('my products (merchant/products)', () => {
  const row = (id: number, status: 'on' | 'off'): MyProduct => ({ id, shopId: 9, title: `Product ${id}`, image: '', price: 1990, stock: 5, sales: 2, status })
  test('tabs by shelf state; the switch takes a product off the shelf and the list is asked again', async () => {
    let on = [row(1, 'on'), row(2, 'on')]
    api
      .on(EditorApi.products, ({ query }) => {
        const rows = query.status === 'on' ? on : [row(3, 'off')]
        return { rows, total: rows.length }
      })
      .on(EditorApi.shelf, ({ params, body }) => ({ id: Number(params.id), status: body.status }))
    render(<MyProductsScreen />)
    expect((await screen.findByTestId('ed-product-1')).textContent).toContain('Stock 5 · Sold 2')
    on = [row(2, 'on')]
    toggle('ed-shelf-1', false)
    await waitFor(() => expect(api.calls(EditorApi.shelf).map((c) => [c.params.id, c.body])).toEqual([['1', { status: 'off' }]]))
    await waitFor(() => expect(screen.queryByTestId('ed-product-1')).toBeNull())
    fireEvent.click(screen.getByTestId('ed-tab-off'))
    expect(await screen.findByTestId('ed-product-3')).toBeTruthy()
    expect(api.calls(EditorApi.products).some((c) => c.query.status === 'off')).toBe(true)
  })
})

describe('the shop editor (merchant/shop)', () => {
  test('hours checked here; the logo refused by the server shows under the logo', async () => {
    api.on(EditorApi.saveShop, () => refuse(400, EditorCodes.IMAGE_SMALL, 'The picture must be at least 800 x 800 pixels', 'logo'))
    render(<ShopEditorScreen />)
    type(await screen.findByTestId('ed-hours').then(() => 'ed-hours'), '9-5')
    fireEvent.click(screen.getByTestId('ed-save-shop'))
    expect((await screen.findByTestId('ed-error-hours')).textContent).toBe('Write the hours as 09:00-21:30')
    expect(api.calls(EditorApi.saveShop)).toEqual([])
    type('ed-hours', '09:00-21:30')
    fireEvent.click(screen.getByTestId('ed-save-shop'))
    expect((await screen.findByTestId('ed-error-logo')).textContent).toBe('The picture must be at least 800 x 800 pixels')
    expect(api.calls(EditorApi.saveShop)[0].body).toEqual({
      name: 'Moments Café',
      logo: '/api/files/default/logo.png',
      banner: '',
      notice: '',
      hours: '09:00-21:30',
      open: true,
    })
    expect(screen.getByTestId('ed-point-3').textContent).toContain('Gate')
  })
})
