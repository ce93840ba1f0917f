/**
 * Group buys on React Native (`spellGroup/index`, `systemPay/goods/previewGroupOrder`, `spellGroup/invitation/index`,
 * `spellGroup/pay-success/index`, `spellGroup/mine`): the page entries of the shared src resolved like the RN build,
 * with a fake API (test/taro.ts `answer`). An offer's groups and "start a group", the preview to the checkout with the
 * offer, the invitation's link and poster, the state after paying, my groups.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { byTid, expectNoLooseText, ok, queryTid, sent, tapTid } from './screen-helpers'
import OffersPage from '@/pages/spellGroup/index'
import PreviewPage from '@/pages/systemPay/goods/previewGroupOrder'
import InvitationPage from '@/pages/spellGroup/invitation/index'
import PaidPage from '@/pages/spellGroup/pay-success/index'
import MinePage from '@/pages/spellGroup/mine'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const offer = {
  id: 5,
  shopId: 7,
  shopName: 'Green Market',
  productId: 70,
  skuId: 700,
  title: 'Jasmine tea',
  image: '',
  specText: '250 g',
  currency: 'CNY',
  price: 10000,
  groupPrice: 7990,
  size: 3,
  hours: 24,
  succeeded: 0,
}
const group = (extra = {}) => ({
  id: 41,
  offerId: 5,
  state: 'forming',
  size: 3,
  paidCount: 1,
  left: 2,
  leaderName: 'Lily',
  expiresAt: '2026-12-31T12:00:00.000Z',
  now: '2026-12-31T10:30:00.000Z',
  members: [{ name: 'Lily', avatar: '', leader: true, paid: true }],
  mine: null,
  joinable: true,
  offer,
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
describe('group buys on React Native', () => {
  afterEach(expectNoLooseText)

  test("an offer: its open groups with the server's countdown; start a group -> its preview", async () => {
    openWith({ offerId: '5' })
    answer('/api/customer/api/group/offers/5', ok({ offer, groups: [group()] }))
    answer('/api/customer/api/group/open', ok(group({ id: 42, paidCount: 0, members: [], joinable: false })))
    render(<OffersPage />)
    await waitFor(() => expect(queryTid('gb-open')).not.toBeNull())
    expect(screen.getByText('¥79.90')).toBeTruthy()
    expect(screen.getByText('2 more needed')).toBeTruthy()
    expect(screen.getByText('Ends in 1:30:00')).toBeTruthy()
    tapTid('gb-open')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/goods/previewGroupOrder?groupId=42']))
    expect(sent('POST', '/api/customer/api/group/open')).toHaveLength(1)
  })

  test('the preview: join the leader group, then the checkout with the offer', async () => {
    openWith({ groupId: '41' })
    answer('/api/customer/api/group/41', ok(group()))
    render(<PreviewPage />)
    await waitFor(() => expect(screen.getByText("You join Lily's group")).toBeTruthy())
    tapTid('gb-continue')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=700&count=1&offer=group%3A41']))
  })

  test('the invitation of my group: the link and the poster to save', async () => {
    openWith({ groupId: '41' })
    answer('/api/customer/api/group/41', ok(group({ joinable: false, mine: { state: 'paid', orderId: 9, leader: true } })))
    render(<InvitationPage />)
    await waitFor(() => expect(queryTid('gb-share')).not.toBeNull())
    expect(byTid('gb-poster')).toBeTruthy()
    expect(byTid('gb-save-poster')).toBeTruthy()
    expect(screen.getByText('Lily invites you')).toBeTruthy()
    expect(queryTid('gb-join')).toBeNull()
  })

  test('after paying: the group succeeded, the order goes on to be shipped', async () => {
    openWith({ groupId: '41' })
    answer(
      '/api/customer/api/group/41',
      ok(group({ state: 'success', paidCount: 3, left: 0, joinable: false, mine: { state: 'paid', orderId: 9, leader: false } })),
    )
    render(<PaidPage />)
    await waitFor(() => expect(screen.getByText('The group succeeded: your order goes on to be shipped')).toBeTruthy())
    tapTid('gb-order')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/order/form/info?id=9']))
  })

  test('my groups with their states', async () => {
    answer(
      '/api/customer/api/group/mine',
      ok({
        rows: [
          group({ mine: { state: 'paid', orderId: 9, leader: true } }),
          group({ id: 40, state: 'failed', joinable: false, mine: { state: 'late', orderId: 8, leader: false } }),
        ],
        total: 2,
      }),
    )
    render(<MinePage />)
    await waitFor(() => expect(screen.getByText('Failed')).toBeTruthy())
    expect(screen.getByText('Forming')).toBeTruthy()
    expect(screen.getByText('Paid too late: refunded')).toBeTruthy()
  })
})
