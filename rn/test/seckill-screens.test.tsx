/**
 * Flash sales on React Native (`seckill/seckill`): the page entry of the shared src resolved like the RN build, with a
 * fake API (test/taro.ts `answer`). Sessions as tabs, the countdown from the server's clock, the server's prices and
 * states, buy -> the checkout of the offer; sold out cannot be pressed. The workbench's new item: one of my products,
 * then one of its SKUs (spec, price, stock), sent with that SKU.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { bodyOf, byTid, expectNoLooseText, hostOf, ok, queryTid, sent, tapTid } from './screen-helpers'
import SalePage from '@/pages/seckill/seckill'
import FlashSalesPage from '@/pages/merchant/flash-sales'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const MIN = 60_000
const item = (id: number, extra = {}) => ({
  id,
  sessionId: 1,
  skuId: 100 + id,
  productId: 200 + id,
  shopId: 5,
  shopName: 'Tea House',
  title: `Tea ${id}`,
  image: '',
  specText: '',
  currency: 'CNY',
  price: 990,
  originalPrice: 2500,
  quantity: 20,
  left: 7,
  soldPct: 65,
  limit: 2,
  mine: 0,
  state: 'running',
  ...extra,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('flash sale on React Native', () => {
  afterEach(expectNoLooseText)

  test("the server's clock, prices and states; buy opens the offer's checkout", async () => {
    openWith({})
    // the server's clock is three hours ahead of the device: its session runs now
    const server = Date.now() + 180 * MIN
    answer(
      '/api/seckill/api/today',
      ok({
        serverTime: new Date(server).toISOString(),
        sessions: [
          {
            id: 1,
            title: 'Now',
            startsAt: new Date(server - 10 * MIN).toISOString(),
            endsAt: new Date(server + 50 * MIN).toISOString(),
            state: 'running',
            items: [item(1), item(2, { left: 0, soldPct: 100, state: 'soldOut' })],
          },
        ],
      }),
    )
    render(<SalePage />)
    await waitFor(() => expect(queryTid('sk-countdown')).not.toBeNull())
    expect(screen.getByText('Ends in')).toBeTruthy()
    expect(screen.getAllByText('¥9.90').length).toBe(2)
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(byTid('sk-item-1')).toBeTruthy()
    tapTid('sk-buy')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=101&count=1&offer=flash%3A1']))
  })

  test('the workbench: one of my products, then one of its SKUs (spec, price, stock); the item is sent with that SKU', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper', 'merchant'] } as never)
    openWith({})
    const now = Date.now()
    const session = { id: 4, title: 'Noon', startsAt: new Date(now).toISOString(), endsAt: new Date(now + 60 * MIN).toISOString(), state: 'running', items: 0 }
    answer('/api/merchant/api/flash-sales/sessions', ok([session]))
    answer('/api/merchant/api/flash-sales', (d: unknown) =>
      typeof d === 'string' ? ok({ id: 10, ...JSON.parse(d) }) : { code: 200, msg: 'ok', ok: true, rows: [], total: 0 },
    )
    answer('/api/merchant/api/product/list', {
      code: 200,
      msg: 'ok',
      ok: true,
      rows: [{ id: 21, shopId: 5, title: 'Oolong', image: '', price: 2500, stock: 70, sales: 0, status: 'on' }],
      total: 1,
    })
    answer(
      '/api/merchant/api/product/21',
      ok({
        id: 21,
        shopId: 5,
        title: 'Oolong',
        categoryId: 1,
        images: [],
        description: '',
        status: 'on',
        specGroups: [],
        skus: [
          { id: 76, spec: ['250 g'], price: 2500, originalPrice: 0, stock: 40 },
          { id: 77, spec: ['1 kg'], price: 8800, originalPrice: 0, stock: 30 },
        ],
      }),
    )
    const sheet = jest.spyOn(Taro as unknown as { showActionSheet: () => Promise<{ tapIndex: number }> }, 'showActionSheet').mockResolvedValue({ tapIndex: 0 })
    render(<FlashSalesPage />)
    await waitFor(() => expect(queryTid('sku-pick-product-21')).not.toBeNull())
    await act(async () => tapTid('sk-session'))
    tapTid('sku-pick-product-21')
    await waitFor(() => expect(queryTid('sku-pick-sku-77')).not.toBeNull())
    expect(screen.getByText('1 kg')).toBeTruthy()
    expect(screen.getByText('¥88.00')).toBeTruthy()
    expect(screen.getByText('Stock 30')).toBeTruthy()
    tapTid('sku-pick-sku-77')
    fireEvent.changeText(hostOf(byTid('sk-flash-price')), '9.9')
    fireEvent.changeText(hostOf(byTid('sk-quantity')), '20')
    fireEvent.changeText(hostOf(byTid('sk-limit')), '2')
    await act(async () => tapTid('sk-create'))
    await waitFor(() => expect(sent('POST', '/api/merchant/api/flash-sales')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/merchant/api/flash-sales')[0])).toEqual({ sessionId: 4, skuId: 77, price: 990, quantity: 20, limit: 2 })
    sheet.mockRestore()
  })
})
