// Voucher sharing screens (advanceShare/*) on the fake API: pick a voucher and a quota, the share's page as a
// friend, a guest and the sharer, a refusal's message, my shares and the records.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ShareApi, ShareCodes, type ShareDetail } from '~types/share'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { SelectCouponScreen } from '@/features/share/select-coupon-screen'
import { ShareDetailScreen } from '@/features/share/share-detail-screen'
import { ShareListScreen } from '@/features/share/share-list-screen'
import { ShareRecordScreen } from '@/features/share/share-record-screen'
import { ShareScreen } from '@/features/share/share-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const CODE = 'AbCdEfGhIjKlMnOpQrStUv'
const HELD = [
  { id: 11, couponId: 2, shopId: null, title: '10 off, no minimum', type: 'amount' as const, threshold: 0, discount: 1000 },
  { id: 12, couponId: 3, shopId: 5, title: '10% off apparel', type: 'percent' as const, threshold: 10000, discount: 10 },
]
const detail = (o: Partial<ShareDetail> = {}): ShareDetail => ({
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
  ...o,
})

let api: FakeApi
let page: FakePage
let current: ShareDetail
let shareMenu: (() => { title: string; path: string }) | undefined

beforeEach(() => {
  page = fakePage({ code: CODE }, 'pages/advanceShare/detail')
  // the mini-programs' share menu (jest runs the mini-program files): the hook's answer is kept to be read
  ;(Taro as any).useShareAppMessage = (f: () => { title: string; path: string }) => void (shareMenu = f)
  current = detail()
  api = fakeApi()
    .on(ShareApi.coupons, () => HELD)
    .on(ShareApi.create, ({ body }) => ({ id: 9, code: CODE, title: 'x', quota: body.quota, claimed: 0, createTime: '2026-11-26T10:00:00.000Z' }))
    .on(ShareApi.detail, ({ query }) => (query.code === CODE ? current : refuse(404, 404, 'This share does not exist or has ended', 'code')))
    .on(
      ShareApi.claim,
      () => ((current = { ...current, claimed: current.claimed + 1, left: current.left - 1, claimedByMe: true }), { claimed: true, left: current.left }),
    )
    .on(ShareApi.list, () => ({
      rows: [{ id: 9, code: CODE, title: '10 off, no minimum', quota: 3, claimed: 1, createTime: '2026-11-26T10:00:00.000Z' }],
      total: 1,
    }))
    .on(ShareApi.records, () => ({ rows: [{ id: 1, user: 'u***8', createTime: '2026-11-26T11:00:00.000Z' }], total: 1 }))
    .on(ShareApi.claimed, () => ({
      rows: [{ id: 2, code: 'ZZZZZZZZZZZZZZZZZZZZZZ', title: '30 off 199', sharer: 'A***n', createTime: '2026-11-25T11:00:00.000Z' }],
      total: 1,
    }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

test('index: my vouchers with their terms; a voucher opens the picker with it', async () => {
  render(<ShareScreen />)
  await waitFor(() => screen.getByTestId('voucher-11'))
  expect(screen.getByTestId('voucher-11').textContent).toContain('¥10.00')
  expect(screen.getByTestId('voucher-11').textContent).toContain('No minimum')
  expect(screen.getByTestId('voucher-12').textContent).toContain('10% off')
  expect(screen.getByTestId('voucher-12').textContent).toContain('Spend ¥100.00')
  await tap('voucher-12')
  expect(page.navigations).toEqual(['navigateTo /pages/advanceShare/selectCoupon?id=12'])
})

test('index: no vouchers says so', async () => {
  api.on(ShareApi.coupons, () => [])
  render(<ShareScreen />)
  await waitFor(() => expect(screen.getByTestId('share-home').textContent).toContain('No vouchers to share'))
})

test('selectCoupon: the opened voucher ticked, quota 1..10, create sends both and opens the share', async () => {
  page.params = { id: '12' }
  render(<SelectCouponScreen />)
  await waitFor(() => screen.getByTestId('create'))
  expect(screen.getByTestId('pick-12').className).toContain('voucher--on')
  await tap('pick-11')
  expect(screen.getByTestId('pick-11').className).toContain('voucher--on')
  expect(screen.getByTestId('quota').textContent).toBe('3')
  for (let i = 0; i < 12; i++) await tap('quota-plus')
  expect(screen.getByTestId('quota').textContent).toBe('10')
  for (let i = 0; i < 6; i++) await tap('quota-minus')
  expect(screen.getByTestId('quota').textContent).toBe('4')
  await tap('create')
  await waitFor(() => expect(api.calls('share.create')).toHaveLength(1))
  expect(api.calls('share.create')[0].body).toEqual({ userCouponId: 11, quota: 4 })
  await waitFor(() => expect(page.navigations).toEqual([`redirectTo /pages/advanceShare/detail?code=${CODE}`]))
  expect(page.toasts).toContain('Share created')
})

test('detail as a friend: the voucher, the masked sharer, what is left; claim once', async () => {
  render(<ShareDetailScreen />)
  await waitFor(() => screen.getByTestId('claim'))
  expect(screen.getByTestId('sharer').textContent).toBe('Shared by D***r')
  expect(screen.getByTestId('share-voucher').textContent).toContain('10 off, no minimum')
  expect(screen.getByTestId('left').textContent).toBe('2 left · 1/3 claimed')
  expect(screen.getByTestId('claim').textContent).toBe('Claim')
  expect(screen.queryByTestId('copy-link')).toBeNull()
  await tap('claim')
  await waitFor(() => expect(screen.getByTestId('note').textContent).toBe('You claimed this voucher'))
  expect(api.calls('share.claim')[0].body).toEqual({ code: CODE })
  expect(page.toasts).toContain('Voucher claimed')
  expect(screen.queryByTestId('claim')).toBeNull()
})

test('detail as a guest: "log in to claim" goes to login and comes back to this share', async () => {
  useSessionStore.getState().logout()
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/advanceShare/detail', options: { code: CODE } }]
  render(<ShareDetailScreen />)
  await waitFor(() => screen.getByTestId('claim'))
  expect(screen.getByTestId('claim').textContent).toBe('Log in to claim')
  await tap('claim')
  expect(api.calls('share.claim')).toHaveLength(0)
  expect(page.navigations).toEqual(['navigateTo /pages/public/account/appLogin'])
  expect(nav.pendingTarget()).toEqual({ name: 'advanceShare/detail', params: { code: CODE } })
})

test('detail: the server\'s refusal ("unable to claim voucher") is shown; own share, all claimed and expired say why', async () => {
  api.on(ShareApi.claim, () => refuse(409, ShareCodes.UNABLE, 'Unable to claim voucher'))
  const { unmount } = render(<ShareDetailScreen />)
  await waitFor(() => screen.getByTestId('claim'))
  await tap('claim')
  await waitFor(() => expect(page.toasts).toContain('Unable to claim voucher'))
  unmount()
  for (const [o, text] of [
    [{ left: 0, claimed: 3 }, 'All vouchers have been claimed'],
    [{ expired: true }, 'This voucher has expired'],
  ] as const) {
    current = detail(o)
    fakePage({ code: CODE }, 'pages/advanceShare/detail')
    const r = render(<ShareDetailScreen />)
    await waitFor(() => expect(screen.getByTestId('note').textContent).toBe(text))
    expect(screen.queryByTestId('claim')).toBeNull()
    r.unmount()
  }
})

test('detail as the sharer: no claim; the link with its code, copy link, records, the poster with its QR', async () => {
  current = detail({ mine: true })
  const copied: string[] = []
  ;(Taro as any).setClipboardData = jest.fn(async (o: { data: string }) => void copied.push(o.data))
  render(<ShareDetailScreen />)
  await waitFor(() => screen.getByTestId('copy-link'))
  expect(screen.queryByTestId('claim')).toBeNull()
  expect(screen.getByTestId('note').textContent).toBe('Your share: send the link or the poster to friends')
  expect(screen.getByTestId('link').textContent).toContain(`pages/advanceShare/detail?code=${CODE}`)
  await tap('copy-link')
  expect(copied).toEqual([screen.getByTestId('link').textContent])
  expect(page.toasts).toContain('Link copied')
  expect(screen.getByTestId('poster').textContent).toContain('Scan to claim')
  expect(screen.getByTestId('poster-qr').getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  // the share menu sends the page's mini-program path
  expect(shareMenu?.()).toEqual({ title: '10 off, no minimum', path: `/pages/advanceShare/detail?code=${CODE}` })
  await tap('to-records')
  expect(page.navigations).toEqual([`navigateTo /pages/advanceShare/record?code=${CODE}`])
})

test('list: my shares with claimed/quota; a share opens its page, "records" its claims', async () => {
  render(<ShareListScreen />)
  await waitFor(() => screen.getByTestId('share-9'))
  expect(screen.getByTestId('share-9').textContent).toContain('1/3 claimed')
  await tap('records-9')
  await tap('share-9')
  expect(page.navigations).toEqual([`navigateTo /pages/advanceShare/record?code=${CODE}`, `navigateTo /pages/advanceShare/detail?code=${CODE}`])
})

test("record: the share's claims, then mine", async () => {
  page.params = { code: CODE }
  render(<ShareRecordScreen />)
  await waitFor(() => screen.getByTestId('claim-1'))
  expect(screen.getByTestId('claim-1').textContent).toContain('u***8')
  await tap('tab-mine')
  await waitFor(() => screen.getByTestId('mine-2'))
  expect(screen.getByTestId('mine-2').textContent).toContain('30 off 199')
  expect(screen.getByTestId('mine-2').textContent).toContain('From A***n')
})
