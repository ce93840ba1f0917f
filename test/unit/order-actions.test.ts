import Taro from '@tarojs/taro'
import { clearQueries, getQueryData, keyOf, setQueryData } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { useSessionStore } from '@/core/stores/session'
import { cancelOrder } from '@/features/order/order-actions'
import { fakeApi, type FakeApi } from './fake-api'

let api: FakeApi
let picked = 0
const reason = (dictLabel: string, dictValue: string) => ({ dictType: 'h_order_cancel', dictValue, dictSort: Number(dictValue), dictLabel, cssClass: null })

beforeEach(() => {
  setLocale('en')
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  picked = 0
  ;(Taro as any).showToast = jest.fn(async () => {})
  ;(Taro as any).showActionSheet = jest.fn(async () => ({ tapIndex: picked }))
  api = fakeApi()
    .on('system.dict', () => [reason('Changed my mind', '1'), reason('Wrong address', '2')])
    .on('order.cancel', ({ params }) => ({ id: Number(params.id), state: 'cancelled' as const }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const line = (productId: number) => ({
  skuId: productId + 1,
  productId,
  title: 't',
  image: '',
  spec: {},
  specText: '',
  price: 100,
  count: 1,
  amount: 100,
  itemId: productId,
  refundState: null,
  refundedCount: 0,
})

test("a cancelled order sends the reason picked and forgets what its products' pages showed (the stock came back)", async () => {
  setQueryData(keyOf('catalog.productDetail', 50), { id: 50, stock: 8 })
  setQueryData(keyOf('catalog.productDetail', 60), { id: 60, stock: 3 })
  setQueryData(keyOf('catalog.productDetail', 77), { id: 77, stock: 4 })
  picked = 1
  await expect(cancelOrder({ id: 9, lines: [line(50), line(60), line(50)] })).resolves.toBe(true)
  expect(api.calls('system.dict')[0].params).toEqual({ type: 'h_order_cancel' })
  expect(api.calls('order.cancel').map((c) => [c.params, c.body])).toEqual([[{ id: '9' }, { reason: 'Wrong address' }]])
  expect(getQueryData(keyOf('catalog.productDetail', 50))).toBeUndefined()
  expect(getQueryData(keyOf('catalog.productDetail', 60))).toBeUndefined()
  expect(getQueryData(keyOf('catalog.productDetail', 77))).toEqual({ id: 77, stock: 4 })
})

test('closing the reason sheet cancels nothing and keeps the pages', async () => {
  setQueryData(keyOf('catalog.productDetail', 50), { id: 50, stock: 8 })
  ;(Taro as any).showActionSheet = jest.fn(async () => {
    throw new Error('cancel')
  })
  await expect(cancelOrder({ id: 9, lines: [line(50)] })).resolves.toBe(false)
  expect(api.calls('order.cancel')).toHaveLength(0)
  expect(getQueryData(keyOf('catalog.productDetail', 50))).toEqual({ id: 50, stock: 8 })
})
