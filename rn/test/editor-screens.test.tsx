/**
 * The shop and product editor on React Native, resolved like the RN build: my products with the shelf switch,
 * the shop editor's three parts, the product editor's SKU grid. No text outside a Text anywhere.
 */
import { act, render, waitFor, within } from '@testing-library/react-native'
import { answer, resetAnswers } from './taro'
import { ok, byTid, queryTid, tapTid, expectNoLooseText } from './screen-helpers'
import ProductsPage from '@/pages/merchant/products'
import ShopPage from '@/pages/merchant/shop'
import ProductPage from '@/pages/merchant/product'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
  await act(() => setLocale('en'))
  answer('/api/merchant/api/shop/mine', ok([{ id: 9, name: 'Moments Café', logo: '', open: true }]))
})

describe('shop and product editor', () => {
  afterEach(expectNoLooseText)

  test('my products: a row with price, stock and sales, and its shelf switch', async () => {
    answer('/api/merchant/api/product/list', page([{ id: 1, shopId: 9, title: 'Linen tee', image: '', price: 5900, stock: 14, sales: 3, status: 'on' }]))
    render(<ProductsPage />)
    await waitFor(() => expect(queryTid('ed-product-1')).not.toBeNull())
    expect(within(byTid('ed-product-1')).getByText('Linen tee')).toBeTruthy()
    expect(within(byTid('ed-product-1')).getByText('¥59.00')).toBeTruthy()
    expect(queryTid('ed-shelf-1')).not.toBeNull()
  })

  test('the shop editor: basics, pickup points, delivery', async () => {
    answer(
      '/api/merchant/api/shop/9',
      ok({
        id: 9,
        name: 'Moments Café',
        logo: '/api/files/default/logo.png',
        banner: '',
        notice: 'Hi',
        hours: '09:00-21:30',
        open: true,
        pickupPoints: [{ id: 3, name: 'Gate', address: '1 Road', hours: '', phone: '' }],
        delivery: { fee: 800, freeOver: null, provinceIds: [] },
      }),
    )
    answer('/api/system/api/address/province', ok([{ id: 110000, parentId: null, name: 'Beijing', level: 1, hasChildren: true }]))
    render(<ShopPage />)
    await waitFor(() => expect(queryTid('ed-basics')).not.toBeNull())
    expect(within(byTid('ed-point-3')).getByText('Gate')).toBeTruthy()
    await waitFor(() => expect(queryTid('ed-region-110000')).not.toBeNull())
  })

  test('the product editor: a spec group with two values makes two SKU rows', async () => {
    answer('/api/merchant/api/product/categories', ok([{ id: 21, name: 'Tees', parentName: 'Clothes' }]))
    render(<ProductPage />)
    await waitFor(() => expect(queryTid('ed-add-group')).not.toBeNull())
    expect(queryTid('ed-sku-0')).not.toBeNull()
    tapTid('ed-add-group')
    await waitFor(() => expect(queryTid('ed-group-0')).not.toBeNull())
    expect(queryTid('ed-cat-21')).not.toBeNull()
  })
})
