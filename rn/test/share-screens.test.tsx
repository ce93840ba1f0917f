/**
 * Voucher sharing on React Native (advanceShare/selectCoupon and advanceShare/detail): the page entries of the
 * shared src resolved like the RN build (`*.rn.*` twins: the poster drawn with react-native-svg, inert here),
 * with the fake API of test/taro.ts. Pick a voucher and a quota and create; a friend claims; the sharer sees
 * the link and the poster, and a save that cannot draw says the spec's "image save failure".
 */
import { act, render, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, tapTid, looseText } from './screen-helpers'
import SelectCouponPage from '@/pages/advanceShare/selectCoupon'
import ShareDetailPage from '@/pages/advanceShare/detail'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join(' ')

const CODE = 'AbCdEfGhIjKlMnOpQrStUv'
const HELD = [
  { id: 11, couponId: 2, shopId: null, title: '10 off, no minimum', type: 'amount', threshold: 0, discount: 1000 },
  { id: 12, couponId: 3, shopId: 5, title: '10% off apparel', type: 'percent', threshold: 10000, discount: 10 },
]
const DETAIL = {
  code: CODE,
  coupon: { couponId: 2, shopId: null, title: '10 off, no minimum', type: 'amount', threshold: 0, discount: 1000, validTo: '2026-12-31T00:00:00.000Z' },
  sharer: 'D***r',
  quota: 3,
  claimed: 1,
  left: 2,
  expired: false,
  mine: false,
  claimedByMe: false,
  createTime: '2026-11-26T10:00:00.000Z',
}

beforeEach(async () => {
  resetAnswers()
  navigations.length = 0
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

test('selectCoupon: vouchers with their terms; pick one, raise the quota, create: the share opens', async () => {
  openWith({})
  answer('/api/customer/api/share/coupons', ok(HELD))
  answer('/api/customer/api/share/pre', ok({ id: 9, code: CODE, title: '10% off apparel', quota: 4, claimed: 0, createTime: '2026-11-26T10:00:00.000Z' }))
  render(<SelectCouponPage />)
  await waitFor(() => expect(queryTid('create')).not.toBeNull())
  expect(textOf('pick-11')).toContain('¥10.00')
  expect(textOf('pick-12')).toContain('10% off')
  tapTid('pick-12')
  tapTid('quota-plus')
  await waitFor(() => expect(textOf('quota')).toBe('4'))
  tapTid('create')
  await waitFor(() => expect(sent('POST', '/api/customer/api/share/pre')).toHaveLength(1))
  const b = bodyOf(sent('POST', '/api/customer/api/share/pre')[0])
  expect([String(b.userCouponId), String(b.quota)]).toEqual(['12', '4'])
  await waitFor(() => expect(navigations).toContain(`redirectTo /pages/advanceShare/detail?code=${CODE}`))
  expect(looseText()).toEqual([])
})

test('detail as a friend: the voucher and what is left; claim', async () => {
  openWith({ code: CODE })
  let claimed = false
  answer('/api/customer/api/share/detail', () => ok({ ...DETAIL, claimedByMe: claimed, left: claimed ? 1 : 2 }))
  answer('/api/customer/api/share/claim', () => ((claimed = true), ok({ claimed: true, left: 1 })))
  render(<ShareDetailPage />)
  await waitFor(() => expect(queryTid('claim')).not.toBeNull())
  expect(textOf('sharer')).toBe('Shared by D***r')
  expect(textOf('left')).toBe('2 left · 1/3 claimed')
  tapTid('claim')
  await waitFor(() => expect(toasts).toContain('Voucher claimed'))
  expect(bodyOf(sent('POST', '/api/customer/api/share/claim')[0]).code).toBe(CODE)
  await waitFor(() => expect(textOf('note')).toBe('You claimed this voucher'))
  expect(looseText()).toEqual([])
})

test('detail as the sharer: link and poster; a poster that cannot be drawn says the save failed', async () => {
  openWith({ code: CODE })
  answer('/api/customer/api/share/detail', ok({ ...DETAIL, mine: true }))
  render(<ShareDetailPage />)
  await waitFor(() => expect(queryTid('save-poster')).not.toBeNull())
  expect(queryTid('claim')).toBeNull()
  expect(textOf('link')).toContain(`pages/advanceShare/detail?code=${CODE}`)
  expect(textOf('poster')).toContain('Scan to claim')
  // react-native-svg is inert under jest: no picture to save
  tapTid('save-poster')
  await waitFor(() => expect(toasts).toContain('Image save failed'))
  expect(looseText()).toEqual([])
})
