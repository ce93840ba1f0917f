/**
 * Issue 22's review page on React Native (`order/comment`): the page entry of the shared src resolved like
 * the RN build, with a fake API (test/taro.ts `answer`). Every line shows 5 stars by default, a star sets
 * the rating, the text has its 140 counter, anonymous switches, and one submit sends every line.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, looseText } from './screen-helpers'
import CommentPage from '@/pages/order/comment'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const line = (itemId: number, title: string) => ({
  skuId: itemId + 1,
  productId: itemId + 2,
  title,
  image: '/api/files/default/t.png',
  spec: { size: 'M' },
  specText: 'M',
  price: 1000,
  count: 1,
  amount: 1000,
  itemId,
  refundState: null,
  refundedCount: 0,
})
const detail = (state: string) => ({
  id: 7,
  orderNo: 'O202611230007',
  payNo: 'P123456',
  state,
  status: state,
  shopId: 5,
  shopName: 'Tea House',
  mode: 'delivery',
  lines: [line(71, 'Green tea'), line(72, 'Black tea')],
  count: 2,
  goodsAmount: 2000,
  shippingFee: 0,
  discount: 0,
  payAmount: 2000,
  currency: 'CNY',
  payChannel: 'SYS',
  expiresAt: null,
  createTime: '2026-11-23T10:00:00.000Z',
  payTime: '2026-11-23T10:01:00.000Z',
  shipTime: '2026-11-24T10:01:00.000Z',
  receiveTime: '2026-11-25T10:01:00.000Z',
  finishTime: null,
  cancelTime: null,
  address: null,
  pickupPoint: null,
  pickupCode: null,
  remark: '',
  cancelReason: null,
  carrier: 'SF',
  trackingNo: 'SF1',
  history: [],
  actions: ['review'],
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('order/comment', () => {
  afterEach(() => expect(looseText().map((n) => `${String(n.type)}: ${n.children.join('')}`)).toEqual([]))

  test('stars, text with its counter, anonymous; one submit sends every line and goes back', async () => {
    openWith({ id: '7' })
    answer('/api/order/api/7', ok(detail('to_review')))
    answer('/api/order/api/7/comment', ok({ id: 7, state: 'completed', reviewIds: [900, 901] }))
    render(<CommentPage />)
    await waitFor(() => expect(queryTid('comment-line-71')).not.toBeNull())
    expect(screen.getByText('Black tea')).toBeTruthy()
    tapTid('stars-71-2')
    fireEvent.changeText(hostOf(byTid('text-71')), 'Too bitter')
    await waitFor(() => expect(within(byTid('count-71')).getByText('10/140')).toBeTruthy())
    tapTid('anonymous')
    tapTid('comment-submit')
    await waitFor(() => expect(sent('POST', '/api/order/api/7/comment')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/order/api/7/comment')[0])).toEqual({
      anonymous: true,
      items: [
        { itemId: 71, rating: 2, content: 'Too bitter', images: [] },
        { itemId: 72, rating: 5, content: '', images: [] },
      ],
    })
    await waitFor(() => expect(toasts).toContain('Thanks for your review'))
    // back to the order (no page under it in this test: nav.back goes home)
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(navigations[0]).toMatch(/^(navigateBack|switchTab \/pages\/tabbar\/index)/)
  })

  test('an order not waiting for a review shows a note and no submit', async () => {
    openWith({ id: '7' })
    answer('/api/order/api/7', ok(detail('completed')))
    render(<CommentPage />)
    await waitFor(() => expect(screen.getByText('This order cannot be reviewed now')).toBeTruthy())
    expect(queryTid('comment-submit')).toBeNull()
  })
})
