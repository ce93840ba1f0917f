/**
 * The coupon pages on React Native (`user/coupon/center`, `user/coupon/index`): the page entries of the shared
 * src resolved like the RN build, with a fake API (test/taro.ts `answer`). Each renders the server's terms,
 * with no text outside a Text; claim reaches its endpoint; "use" opens the coupon's shop.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, requests, resetAnswers, toasts } from './taro'
import { ok, sent, queryTid, tapTid, looseText } from './screen-helpers'
import CenterPage from '@/pages/user/coupon/center'
import MinePage from '@/pages/user/coupon/index'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const page = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', ok: true, rows, total })

const terms = (couponId: number, extra: Record<string, unknown> = {}) => ({
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
describe('coupon pages', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(() => expect(looseText().map((n) => `${String(n.type)}: ${n.children.join('')}`)).toEqual([]))

  test('centre: the terms as the server gives them; claim sends the claim and the button turns to claimed', async () => {
    openWith({})
    let claimed = false
    const rows = () => [
      { ...terms(1), total: 100, left: claimed ? 4 : 5, perPerson: 1, mine: claimed ? 1 : 0, claimable: !claimed },
      {
        ...terms(2, { type: 'percent', discount: 5, maxOff: 2000, shopId: null, shopName: null }),
        total: 10,
        left: 0,
        perPerson: 1,
        mine: 0,
        claimable: false,
      },
    ]
    answer('/api/promotion/api/coupon/center', () => page(rows()))
    answer('/api/promotion/api/coupon/1/claim', () => ((claimed = true), ok({ id: 90, couponId: 1, mine: 1, left: 4, claimable: false })))
    render(<CenterPage />)
    await waitFor(() => expect(queryTid('coupon-1')).not.toBeNull())
    expect(screen.getByText('¥10.00')).toBeTruthy()
    expect(screen.getByText('Orders over ¥99.00')).toBeTruthy()
    expect(screen.getByText('5% off')).toBeTruthy()
    expect(screen.getByText('All gone')).toBeTruthy()
    tapTid('claim-1')
    await waitFor(() => expect(sent('POST', '/api/promotion/api/coupon/1/claim')).toHaveLength(1))
    await waitFor(() => expect(screen.getByText('Claimed')).toBeTruthy())
    expect(toasts).toContain('Coupon claimed')
  })

  test('mine: to use with "use" opening the shop; the used tab asks for used ones', async () => {
    openWith({})
    // a GET's query travels in the URL or in `data`, depending on the transport
    answer('/api/promotion/api/coupon/mine', (d: unknown) =>
      /"tab":"used"|tab=used\b/.test(`${JSON.stringify(d ?? '')} ${requests.at(-1)!.url}`)
        ? page([{ id: 21, ...terms(21), state: 'used', claimedAt: '2026-11-20T00:00:00.000Z', usedAt: '2026-11-21T00:00:00.000Z' }])
        : page([{ id: 11, ...terms(11), state: 'unused', claimedAt: '2026-11-20T00:00:00.000Z', usedAt: null }]),
    )
    render(<MinePage />)
    await waitFor(() => expect(queryTid('use-11')).not.toBeNull())
    tapTid('use-11')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/store/index?id=3'))
    tapTid('tab-used')
    await waitFor(() => expect(queryTid('mine-21')).not.toBeNull())
    expect(screen.getAllByText('Used').length).toBeGreaterThan(0)
  })
})
