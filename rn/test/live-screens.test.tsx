/**
 * The live room pages on React Native, resolved like the RN build (`*.rn.*` twins first, Taro RN's components):
 * the rooms with their badges; a room (scheduled: the countdown over the cover; the chat's lines over it through
 * the chat face, which stands in here; the pinned product bought in the sheet, paid from the balance, the page
 * never leaving); the workbench's rooms with start. No text outside a Text anywhere.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react-native'
import { fireEvent } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import LivePage from '@/pages/liveBroadcast/index'
import MerchantLivePage from '@/pages/merchant/live'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const joined: number[] = []
jest.mock('@/core/chat', () => ({
  chat: { start: async () => undefined, stop: () => undefined, status: () => 'open' },
  joinGroup: (id: number) => void joined.push(id),
  useChatConversation: (id: number | undefined) => ({
    messages: id
      ? [
          {
            id: 1,
            conversationId: id,
            seq: 1,
            clientId: 'c1',
            senderId: 9,
            fromShop: true,
            senderName: 'FreshWay',
            senderAvatar: '',
            msgtype: 1,
            body: { text: 'Welcome!' },
            sendtime: '',
          },
        ]
      : [],
    status: 'open',
    more: false,
    send: () => undefined,
    loadEarlier: async () => undefined,
    markRead: () => undefined,
  }),
  useChatUnread: () => 0,
}))

const room = (id: number, extra = {}) => ({
  id,
  shopId: 3,
  shopName: 'FreshWay Market',
  title: `Room ${id}`,
  cover: '/api/files/default/c.png',
  status: 'live',
  startAt: '2026-11-27T08:00:00.000Z',
  startedAt: '2026-11-27T08:00:00.000Z',
  endedAt: null,
  viewers: 12,
  pinCount: 1,
  ...extra,
})
const detail = (extra = {}) => ({
  ...room(1, { status: 'scheduled', startedAt: null, startAt: new Date(Date.now() + 3_725_000).toISOString() }),
  playbackUrl: '',
  loop: false,
  conversationId: 77,
  pins: [{ productId: 50, title: 'Green tea', image: '/api/files/t.png', price: 1234, originalPrice: 1500, inStock: true, onSale: true }],
  ...extra,
})
const product = {
  id: 50,
  title: 'Green tea',
  subtitle: '',
  images: ['/api/files/t.png'],
  price: 1234,
  originalPrice: 1500,
  sales: 0,
  stock: 8,
  specGroups: [],
  skus: [{ id: 501, spec: {}, price: 1234, originalPrice: 1500, stock: 8, image: '', available: true }],
  delivery: true,
  selfPickup: false,
  shop: { id: 3, name: 'FreshWay Market', logo: '', kind: 'retail', open: true, rating: 5, delivery: true, selfPickup: false, minDeliveryAmount: 0, hours: '' },
  reviews: { counts: { all: 0, pictures: 0, good: 0, medium: 0, bad: 0 }, rating: 5, first: [] },
  description: '',
  categoryId: 1,
  favourite: false,
  buyable: true,
  notBuyableReason: null,
}
const preview = {
  currency: 'CNY',
  address: { id: 3, name: 'Li Lei', phone: '13800000000', region: 'Beijing', regionIds: [11], detail: 'No. 1 Road' },
  shops: [
    {
      shopId: 3,
      shopName: 'FreshWay Market',
      mode: 'delivery',
      modes: ['delivery'],
      pickupPoints: [],
      pickupPointId: null,
      lines: [{ skuId: 501, productId: 50, title: 'Green tea', image: '', spec: {}, specText: '', price: 1234, count: 1, amount: 1234 }],
      goodsAmount: 1234,
      shippingFee: 600,
      discount: 0,
      payAmount: 1834,
      minDeliveryAmount: 0,
      coupons: [],
      couponId: null,
      remark: '',
      problems: [],
    },
  ],
  platformCoupons: [],
  platformCouponId: null,
  goodsAmount: 1234,
  shippingFee: 600,
  discount: 0,
  payAmount: 1834,
  ok: true,
}

beforeEach(async () => {
  resetAnswers()
  joined.length = 0
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('live room pages', () => {
  afterEach(expectNoLooseText)

  test('the rooms: badges, viewers and start times; a tap opens the room', async () => {
    answer('/api/customer/api/live/rooms', {
      code: 200,
      msg: 'ok',
      ok: true,
      rows: [room(1), room(2, { status: 'scheduled', startAt: '2026-12-30T08:00:00.000Z' })],
      total: 2,
    })
    render(<LivePage />)
    await waitFor(() => expect(within(byTid('lv-status-1')).getByText('LIVE')).toBeTruthy())
    expect(within(byTid('lv-status-2')).getByText('Upcoming')).toBeTruthy()
    expect(screen.getByText('12 viewers')).toBeTruthy()
    tapTid('lv-room-2')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/liveBroadcast/index?id=2'))
  })

  test('a scheduled room: the countdown over the cover, the chat joined and its lines; the pinned product bought and paid in the sheet', async () => {
    openWith({ id: '1' })
    answer('/api/customer/api/live/rooms/1', ok(detail()))
    answer('/api/customer/api/live/rooms/1/enter', ok({ conversationId: 77, viewers: 13 }))
    answer('/api/customer/api/product/50', ok(product))
    answer('/api/order/api/checkout/preview', ok(preview))
    answer('/api/order/api/checkout/submit', ok({ payNo: 'P900', amount: 1834, currency: 'CNY', orderIds: [41], expiresAt: null }))
    answer(
      '/api/order/api/pay/channels',
      ok({
        currency: 'CNY',
        channels: [{ code: 'SYS', kind: 'balance', billing: false }],
        balance: 100000,
        hasPayPassword: true,
        amount: 1834,
        state: 'unpaid',
        targetKind: 'order',
      }),
    )
    answer(
      '/api/order/api/pay/balance',
      ok({
        id: 5,
        payNo: 'P900',
        channel: 'SYS',
        amount: 1834,
        currency: 'CNY',
        status: 'paid',
        createdAt: '2026-11-27T08:00:00.000Z',
        paidAt: '2026-11-27T08:00:01.000Z',
      }),
    )
    render(<LivePage />)
    await waitFor(() => expect(queryTid('lv-over-scheduled')).not.toBeNull())
    expect(within(byTid('lv-countdown')).getByText(/^01:02:0[0-5]$/)).toBeTruthy()
    await waitFor(() => expect(joined).toEqual([77]))
    expect(screen.getByText('Welcome!')).toBeTruthy()
    tapTid('lv-pin-50')
    await waitFor(() => expect(queryTid('lv-buy-next')).not.toBeNull())
    tapTid('lv-buy-next')
    await waitFor(() => expect(within(byTid('lv-place')).getByText('Pay ¥18.34')).toBeTruthy())
    tapTid('lv-place')
    await waitFor(() => expect(queryTid('pay-pwd-input')).not.toBeNull())
    expect(bodyOf(sent('POST', '/api/order/api/checkout/submit')[0])).toEqual({ skuId: 501, count: 1 })
    fireEvent.changeText(hostOf(byTid('pay-pwd-input')), '246810')
    await waitFor(() => expect(queryTid('lv-paid')).not.toBeNull())
    expect(bodyOf(sent('POST', '/api/order/api/pay/balance')[0])).toEqual({ payNo: 'P900', payPassword: '246810' })
    expect(navigations).toEqual([])
  })

  test("the workbench's rooms: status and start", async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
    let status = 'scheduled'
    answer('/api/merchant/api/live/rooms', () => ({ code: 200, msg: 'ok', ok: true, rows: [room(5, { status })], total: 1 }))
    answer('/api/merchant/api/live/rooms/5/start', () => {
      status = 'live'
      return ok(detail({ id: 5, status: 'live' }))
    })
    render(<MerchantLivePage />)
    await waitFor(() => expect(within(byTid('lv-mstatus-5')).getByText('Upcoming')).toBeTruthy())
    tapTid('lv-start-5')
    await waitFor(() => expect(within(byTid('lv-mstatus-5')).getByText('LIVE')).toBeTruthy())
    expect(sent('POST', '/api/merchant/api/live/rooms/5/start')).toHaveLength(1)
  })
})
