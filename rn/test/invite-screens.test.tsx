/**
 * Invitations, teams and newcomers on React Native (`invite/index`, `invite/download`, `invite/team`, `teamOrder/index`,
 * `newcomers/index`): the page entries of the shared src resolved like the RN build, with a fake API. My code and
 * team size, the team's masked phones, the team's orders with the server's amounts, the newcomer offer's buy-now.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { expectNoLooseText, ok, queryTid, tapTid } from './screen-helpers'
import InvitePage from '@/pages/invite/index'
import TeamPage from '@/pages/invite/team'
import TeamOrdersPage from '@/pages/teamOrder/index'
import NewcomersPage from '@/pages/newcomers/index'
import DownloadPage from '@/pages/invite/download'
import { Linking } from 'react-native'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })
const info = {
  code: 'AB12CD34',
  registerPath: '/pages/invite/register?code=AB12CD34',
  downloadPath: '/pages/invite/download?code=AB12CD34',
  nickname: 'Demo Shopper',
  referrer: null,
  level1: 2,
  level2: 1,
}

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('invitations and newcomers on React Native', () => {
  afterEach(expectNoLooseText)

  test('my card: the code, the team size, the poster', async () => {
    openWith({})
    answer('/api/customer/api/invite/info', ok(info))
    render(<InvitePage />)
    await waitFor(() => expect(screen.getAllByText('AB12CD34').length).toBe(2))
    expect(screen.getByText('Invited by me')).toBeTruthy()
    expect(queryTid('invite-qr')).not.toBeNull()
  })

  test('the download page: the App Store button opens the link with the phone; without links, the web app', async () => {
    useSessionStore.getState().logout()
    openWith({ code: 'AB12CD34' })
    answer('/api/customer/api/invite/check/AB12CD34', ok({ code: 'AB12CD34', inviter: 'D***r' }))
    answer('/api/system/api/basics/app/links', ok({ iosUrl: 'https://apps.example.com/app/id1', androidUrl: '' }))
    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true)
    const r = render(<DownloadPage />)
    await waitFor(() => expect(queryTid('invite-store-ios')).not.toBeNull())
    expect(queryTid('invite-store-android')).toBeNull()
    await tapTid('invite-store-ios')
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://apps.example.com/app/id1'))
    r.unmount()
    clearQueries()
    answer('/api/system/api/basics/app/links', ok({ iosUrl: '', androidUrl: '' }))
    render(<DownloadPage />)
    await waitFor(() => expect(queryTid('invite-no-app')).not.toBeNull())
    expect(screen.getByText('Continue in the web app')).toBeTruthy()
  })

  test('the team: masked phones of level 1', async () => {
    openWith({})
    answer('/api/customer/api/invite/info', ok(info))
    answer(
      '/api/customer/api/my/team',
      page([
        { nickname: 'L***n', phone: '138****0101', level: 1, joinedAt: '2026-11-20T08:00:00.000Z', invited: 1 },
        { nickname: 'M***z', phone: '138****0102', level: 1, joinedAt: '2026-11-19T08:00:00.000Z', invited: 0 },
      ]),
    )
    render(<TeamPage />)
    await waitFor(() => expect(screen.getByText('138****0101')).toBeTruthy())
    expect(screen.getByText('138****0102')).toBeTruthy()
  })

  test("team orders: the server's amounts", async () => {
    openWith({})
    answer(
      '/api/customer/api/my/team/orders',
      page([
        {
          orderNo: 'N1',
          buyer: '138****0101',
          level: 1,
          state: 'to_ship',
          amount: 2500,
          currency: 'CNY',
          itemCount: 2,
          createdAt: '2026-11-21T08:00:00.000Z',
          paidAt: '2026-11-21T08:01:00.000Z',
        },
      ]),
    )
    render(<TeamOrdersPage />)
    await waitFor(() => expect(screen.getByText('¥25.00')).toBeTruthy())
  })

  test('newcomer offers: buy opens the buy-now checkout with the offer', async () => {
    openWith({})
    answer(
      '/api/customer/api/newcomers',
      ok({
        days: 7,
        eligible: true,
        reason: null,
        currency: 'CNY',
        offers: [
          {
            id: 3,
            skuId: 40,
            productId: 12,
            shopId: 2,
            title: 'Welcome Mug',
            image: '',
            specText: '',
            price: 990,
            skuPrice: 5000,
            stock: 9,
            startAt: '2026-11-20T00:00:00.000Z',
            endAt: '2026-12-20T00:00:00.000Z',
            bought: false,
          },
        ],
        pack: [],
        packGiven: false,
      }),
    )
    render(<NewcomersPage />)
    await waitFor(() => expect(screen.getByText('¥9.90')).toBeTruthy())
    tapTid('nc-buy')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=40&count=1&offer=newcomer%3A3']))
  })
})
