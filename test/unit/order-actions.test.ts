import Taro from '@tarojs/taro'
import { clearQueries, getQueryData, keyOf, setQueryData } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { useSessionStore } from '@/core/stores/session'
import { cancelOrder } from '@/features/order/order-actions'

let cancels: Array<{ url: string; body: any }> = []
let picked = 0

beforeEach(() => {
  setLocale('en')
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  cancels = []
  picked = 0
  ;(Taro as any).showToast = jest.fn(async () => {})
  ;(Taro as any).showActionSheet = jest.fn(async () => ({ tapIndex: picked }))
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: any }) => {
    const body = typeof o.data === 'string' ? JSON.parse(o.data) : o.data
    if (o.url.includes('/dict/') || o.url.includes('dict')) return { statusCode: 200, data: { code: 200, ok: true, data: [{ dictLabel: 'Changed my mind', dictValue: '1' }, { dictLabel: 'Wrong address', dictValue: '2' }] } }
    if (o.method === 'POST' && /\/order\/api\/\d+\/cancel/.test(o.url)) {
      cancels.push({ url: o.url, body })
      return { statusCode: 200, data: { code: 200, ok: true, data: null } }
    }
    return { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${o.method} ${o.url}` } }
  })
})

const line = (productId: number) => ({ skuId: productId + 1, productId, title: 't', image: '', spec: {}, specText: '', price: 100, count: 1, amount: 100 })

test('a cancelled order sends the reason picked and forgets what its products\' pages showed (the stock came back)', async () => {
  setQueryData(keyOf('catalog.productDetail', 50), { id: 50, stock: 8 })
  setQueryData(keyOf('catalog.productDetail', 60), { id: 60, stock: 3 })
  setQueryData(keyOf('catalog.productDetail', 77), { id: 77, stock: 4 })
  picked = 1
  await expect(cancelOrder({ id: 9, lines: [line(50), line(60), line(50)] })).resolves.toBe(true)
  expect(cancels).toHaveLength(1)
  expect(JSON.stringify(cancels[0].body)).toContain('Wrong address')
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
  expect(cancels).toHaveLength(0)
  expect(getQueryData(keyOf('catalog.productDetail', 50))).toEqual({ id: 50, stock: 8 })
})
