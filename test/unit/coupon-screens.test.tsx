// The coupon area: the centre (tabs, claim -> claimed / gone from the server's numbers, empty), my coupons
// (tabs, "use" opens the shop or home), the strip of a product page, and the merchant's and staff's
// coupon pages (refused without the role, create with the typed terms, pause).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PromotionApi, PromotionCodes, type CenterCoupon, type ManagedCoupon, type MyCoupon } from '~types/promotion'
import { CouponCenterScreen } from '@/features/coupon/center-screen'
import { MyCouponsScreen } from '@/features/coupon/mine-screen'
import { MerchantCouponsScreen } from '@/features/coupon/merchant-coupons-screen'
import { PlatformCouponsScreen } from '@/features/coupon/platform-coupons-screen'
import { CouponStrip } from '@/core/ui'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const center = (couponId: number, extra: Partial<CenterCoupon> = {}): CenterCoupon => ({
  couponId,
  shopId: 3,
  shopName: 'FreshWay',
  title: `Coupon ${couponId}`,
  description: '',
  type: 'amount',
  threshold: 9900,
  discount: 1000,
  maxOff: null,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  currency: 'CNY',
  total: 100,
  left: 5,
  perPerson: 1,
  mine: 0,
  claimable: true,
  ...extra,
})
const my = (id: number, extra: Partial<MyCoupon> = {}): MyCoupon => {
  const { total, left, perPerson, mine, claimable, ...terms } = center(id)
  void [total, left, perPerson, mine, claimable]
  return { id, ...terms, state: 'unused', claimedAt: '2026-11-20T00:00:00.000Z', usedAt: null, ...extra }
}
const managed = (couponId: number, extra: Partial<ManagedCoupon> = {}): ManagedCoupon => {
  const { left, mine, claimable, ...rest } = center(couponId)
  void [left, mine, claimable]
  return { ...rest, claimed: 12, used: 4, status: 'active', ended: false, ...extra }
}

let api: FakeApi
let page: FakePage
let rows: CenterCoupon[]

beforeEach(() => {
  page = fakePage({}, 'pages/user/coupon/center')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper', 'staff'] } as any)
  rows = [center(1), center(2, { left: 0, claimable: false }), center(3, { type: 'percent', discount: 5, maxOff: 2000, shopId: null, shopName: null })]
  api = fakeApi()
    .on(PromotionApi.center, ({ query }) => (query.tab === 'platform' ? { rows: [], total: 0 } : { rows, total: rows.length }))
    .on(PromotionApi.claim, ({ params }) => {
      const id = Number(params.id)
      rows = rows.map((r) => (r.couponId === id ? { ...r, mine: 1, left: r.left - 1, claimable: false } : r))
      return { id: 90, couponId: id, mine: 1, left: 4, claimable: false }
    })
    .on(PromotionApi.mine, ({ query }) =>
      query.tab === 'used'
        ? { rows: [my(21, { state: 'used', usedAt: '2026-11-21T00:00:00.000Z' })], total: 1 }
        : query.tab === 'expired'
          ? { rows: [], total: 0 }
          : { rows: [my(11), my(12, { shopId: null, shopName: null })], total: 2 },
    )
    .on(PromotionApi.available, () => [center(1), center(2, { mine: 1, claimable: false })])
    .on(PromotionApi.merchantList, () => ({ rows: [managed(5), managed(6, { status: 'paused' })], total: 2 }))
    .on(PromotionApi.merchantCreate, ({ body }) => managed(7, { title: body.title }))
    .on(PromotionApi.merchantStatus, ({ params, body }) => managed(Number(params.id), { status: body.status }))
    .on(PromotionApi.staffList, () => ({ rows: [], total: 0 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('coupon centre', () => {
  test("terms are the server's; claim turns into claimed; gone cannot be claimed; the platform tab is empty", async () => {
    render(<CouponCenterScreen />)
    const one = await screen.findByTestId('coupon-1')
    expect(one.textContent).toContain('¥10.00')
    expect(one.textContent).toContain('Orders over ¥99.00')
    expect(one.textContent).toContain('FreshWay only')
    expect(one.textContent).toContain('5 left')
    expect(screen.getByTestId('coupon-3').textContent).toContain('5% off')
    expect(screen.getByTestId('coupon-3').textContent).toContain('up to ¥20.00')
    expect(screen.getByTestId('claim-2').textContent).toBe('All gone')
    fireEvent.click(screen.getByTestId('claim-2'))
    fireEvent.click(screen.getByTestId('claim-1'))
    await waitFor(() => expect(screen.getByTestId('claim-1').textContent).toBe('Claimed'))
    expect(api.calls(PromotionApi.claim).map((c) => c.params.id)).toEqual(['1'])
    expect(page.toasts).toContain('Coupon claimed')
    fireEvent.click(screen.getByTestId('tab-platform'))
    expect(await screen.findByText('No coupons to claim right now')).toBeTruthy()
  })

  test("a refused claim shows the server's message and the list is asked again", async () => {
    api.on(PromotionApi.claim, () => refuse(409, PromotionCodes.CLAIM, 'Unable to claim voucher'))
    render(<CouponCenterScreen />)
    fireEvent.click(await screen.findByTestId('claim-1'))
    await waitFor(() => expect(page.toasts).toContain('Unable to claim voucher'))
    await waitFor(() => expect(api.calls(PromotionApi.center).length).toBeGreaterThanOrEqual(2))
  })
})

describe('my coupons', () => {
  test('to use: "use" opens the shop of a store coupon and home for a platform one; used and expired tabs', async () => {
    render(<MyCouponsScreen />)
    fireEvent.click(await screen.findByTestId('use-11'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/store/index?id=3']))
    fireEvent.click(screen.getByTestId('use-12'))
    await waitFor(() => expect(page.navigations[1]).toBe('switchTab /pages/tabbar/index'))
    fireEvent.click(screen.getByTestId('tab-used'))
    expect((await screen.findByTestId('mine-21')).textContent).toContain('Used')
    expect(screen.queryByTestId('use-21')).toBeNull()
    fireEvent.click(screen.getByTestId('tab-expired'))
    expect(await screen.findByText('No coupons here')).toBeTruthy()
    expect(api.calls(PromotionApi.mine).map((c) => c.query.tab)).toEqual(['unused', 'used', 'expired'])
  })
})

describe('coupon strip', () => {
  test("a product page's coupons: claim one; one already claimed is not claimable", async () => {
    render(<CouponStrip productId={8} />)
    expect((await screen.findByTestId('strip-1')).textContent).toContain('¥10.00 · over ¥99.00')
    expect(screen.getByTestId('strip-2').textContent).toContain('Claimed')
    fireEvent.click(screen.getByTestId('strip-2'))
    fireEvent.click(screen.getByTestId('strip-1'))
    await waitFor(() => expect(api.calls(PromotionApi.claim).map((c) => c.params.id)).toEqual(['1']))
    expect(api.calls(PromotionApi.available)[0].query).toEqual({ productId: 8 })
  })
})

describe('coupon management', () => {
  test('merchant: claims and uses per coupon; create sends the typed terms in minor units; pause', async () => {
    render(<MerchantCouponsScreen />)
    expect((await screen.findByTestId('managed-5')).textContent).toContain('Claimed 12/100 · Used 4')
    expect(screen.getByTestId('toggle-6').textContent).toBe('Resume')
    fireEvent.click(screen.getByTestId('toggle-5'))
    await waitFor(() => expect(api.calls(PromotionApi.merchantStatus).map((c) => [c.params.id, c.body.status])).toEqual([['5', 'paused']]))
    fireEvent.click(screen.getByTestId('new-coupon'))
    // Taro's Input is the <taro-input-core> web component: typing is an `input` event with detail.value
    const type = (id: string, value: string) =>
      act(() => void screen.getByTestId(id).dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
    fireEvent.click(screen.getByTestId('save-coupon'))
    await waitFor(() => expect(page.toasts).toContain('Enter a title'))
    type('f-title', '20 off 100')

    type('f-threshold', '100')
    type('f-discount', '20.5')
    fireEvent.click(screen.getByTestId('save-coupon'))
    await waitFor(() => expect(api.calls(PromotionApi.merchantCreate).length).toBe(1))
    const b = api.calls(PromotionApi.merchantCreate)[0].body
    expect([b.title, b.type, b.threshold, b.discount, b.total, b.perPerson]).toEqual(['20 off 100', 'amount', 10000, 2050, 100, 1])
    expect(new Date(b.validTo).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
  })

  test('staff page refused without the role, without asking; with it, an empty list', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    const { unmount } = render(<PlatformCouponsScreen />)
    expect(await screen.findByText('Only platform staff can open this page')).toBeTruthy()
    expect(api.keys()).toEqual([])
    unmount()
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['staff'] } as any)
    render(<PlatformCouponsScreen />)
    expect(await screen.findByText('No coupons yet')).toBeTruthy()
  })
})
