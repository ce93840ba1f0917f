// Invitations, teams and newcomers (issue 27): my card (code, link, poster with QR, saved to the album), binding a
// code, the team by level with masked phones, team orders and their detail, registration through an invitation
// (code filled in, the inviter shown), the newcomer offers (buy = buy-now with the offer), the desk's page.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { InviteApi, type InviteInfo, type TeamMember, type TeamOrder, type TeamOrderDetail } from '~types/invite'
import { NewcomerApi, type NewcomerPage } from '~types/newcomer'
import { AppLinkCodes, SystemApi } from '~types/system'
import { useSessionStore } from '@/core/stores/session'
import { InviteRegisterScreen } from '@/features/account/invite-register-screen'
import { InviteDownloadScreen } from '@/features/invite/download-screen'
import { InviteInfoScreen } from '@/features/invite/info-screen'
import { InviteRulesScreen } from '@/features/invite/rules-screen'
import { InviteScreen } from '@/features/invite/invite-screen'
import { TeamOrderDetailScreen } from '@/features/invite/team-order-detail-screen'
import { TeamOrdersScreen } from '@/features/invite/team-orders-screen'
import { TeamScreen } from '@/features/invite/team-screen'
import { DeskNewcomersScreen } from '@/features/newcomer/desk-screen'
import { AppLinksScreen } from '@/features/platform/app-links-screen'
import { NewcomersScreen } from '@/features/newcomer/newcomers-screen'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { typeInto as typeIn, valueOf } from './taro-input'

jest.setTimeout(30_000)

let api: FakeApi
let page: FakePage

const info = (extra: Partial<InviteInfo> = {}): InviteInfo => ({
  code: 'AB12CD34',
  registerPath: '/pages/invite/register?code=AB12CD34',
  downloadPath: '/pages/invite/download?code=AB12CD34',
  nickname: 'Demo Shopper',
  referrer: null,
  level1: 2,
  level2: 1,
  ...extra,
})
const member = (level: 1 | 2, phone: string): TeamMember => ({
  nickname: 'L***n',
  phone,
  level,
  joinedAt: '2026-11-20T08:00:00.000Z',
  invited: level === 1 ? 1 : 0,
})
const order = (no: string, level: 1 | 2, amount: number): TeamOrder => ({
  orderNo: no,
  buyer: '138****0101',
  level,
  state: 'to_ship',
  amount,
  currency: 'CNY',
  itemCount: 2,
  createdAt: '2026-11-21T08:00:00.000Z',
  paidAt: '2026-11-21T08:01:00.000Z',
})
const typeInto = (testId: string, value: string) => {
  const input = screen.getByTestId(testId)
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

afterEach(() => expect(api?.problems() ?? []).toEqual([]))

test('my card: the code, the link the QR encodes, the team size; saving the poster says how it went', async () => {
  page = fakePage({}, 'pages/invite/index')
  api = fakeApi()
    .on(InviteApi.info, () => info())
    .install()
  render(<InviteScreen />)
  expect((await screen.findByTestId('invite-code')).textContent).toBe('AB12CD34')
  expect(screen.getByTestId('invite-link').textContent).toContain('/pages/invite/register?code=AB12CD34')
  expect(screen.getByTestId('invite-level1').textContent).toBe('2')
  expect(screen.getByTestId('invite-level2').textContent).toBe('1')
  expect(screen.getByTestId('invite-qr').getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  await act(async () => {
    fireEvent.click(screen.getByTestId('invite-save'))
  })
  await waitFor(() => expect(page.toasts.length).toBe(1))
  expect(['Image saved', 'Image could not be saved']).toContain(page.toasts[0])
  fireEvent.click(screen.getByTestId('to-team-orders'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/teamOrder/index']))
})

test('invitation details: without an inviter a code is bound once; a malformed code is refused before asking', async () => {
  page = fakePage({}, 'pages/invite/inviteInfo')
  let bound = false
  api = fakeApi()
    .on(InviteApi.info, () => (bound ? info({ referrer: { nickname: 'F***d', phone: '138****0001', boundAt: '2026-11-22T00:00:00.000Z' } }) : info()))
    .on(InviteApi.bind, () => {
      bound = true
      return info()
    })
    .install()
  render(<InviteInfoScreen />)
  await screen.findByTestId('invite-bind')
  typeInto('invite-bind-code', 'a-b')
  fireEvent.click(screen.getByTestId('invite-bind-submit'))
  await waitFor(() => expect(page.toasts).toEqual(['Enter 4-16 letters or digits']))
  expect(api.calls(InviteApi.bind)).toHaveLength(0)
  typeInto('invite-bind-code', 'ZX98YW76')
  await act(async () => {
    fireEvent.click(screen.getByTestId('invite-bind-submit'))
  })
  await waitFor(() => expect(api.calls(InviteApi.bind).map((c) => c.body)).toEqual([{ inviteCode: 'ZX98YW76' }]))
  expect((await screen.findByTestId('invite-referrer')).textContent).toContain('Invited by F***d')
})

test('the team by level: masked phones, level 2 asked when its tab is chosen', async () => {
  page = fakePage({}, 'pages/invite/team')
  api = fakeApi()
    .on(InviteApi.info, () => info())
    .on(InviteApi.team, ({ query }) =>
      Number(query.level) === 2 ? { rows: [member(2, '138****0103')], total: 1 } : { rows: [member(1, '138****0101'), member(1, '138****0102')], total: 2 },
    )
    .install()
  render(<TeamScreen />)
  await waitFor(() => expect(screen.getAllByTestId('team-phone').map((e) => e.textContent)).toEqual(['138****0101', '138****0102']))
  fireEvent.click(screen.getByTestId('team-level-2'))
  await waitFor(() => expect(screen.getAllByTestId('team-phone').map((e) => e.textContent)).toEqual(['138****0103']))
  expect(api.calls(InviteApi.team).map((c) => Number(c.query.level))).toEqual([1, 2])
})

test("team orders: the server's amounts, a level filter, the detail by number", async () => {
  page = fakePage({}, 'pages/teamOrder/index')
  api = fakeApi()
    .on(InviteApi.orders, ({ query }) =>
      Number(query.level) === 1 ? { rows: [order('N1', 1, 2500)], total: 1 } : { rows: [order('N2', 2, 1250), order('N1', 1, 2500)], total: 2 },
    )
    .install()
  render(<TeamOrdersScreen />)
  await waitFor(() => expect(screen.getAllByTestId('team-order-amount').map((e) => e.textContent)).toEqual(['¥12.50', '¥25.00']))
  fireEvent.click(screen.getByTestId('team-orders-level-1'))
  await waitFor(() => expect(screen.getAllByTestId('team-order-amount').map((e) => e.textContent)).toEqual(['¥25.00']))
  fireEvent.click(screen.getAllByTestId('team-order')[0])
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/teamOrder/detail?orderNo=N1']))
})

test('a team order: lines and totals, no address', async () => {
  page = fakePage({ orderNo: 'N1' }, 'pages/teamOrder/detail')
  const d: TeamOrderDetail = {
    ...order('N1', 1, 2500),
    goodsAmount: 2500,
    shippingFee: 0,
    discount: 0,
    items: [{ title: 'Tea', image: '', price: 1250, count: 2, amount: 2500 }],
  }
  api = fakeApi()
    .on(InviteApi.order, () => d)
    .install()
  render(<TeamOrderDetailScreen />)
  expect((await screen.findByTestId('team-order-total')).textContent).toBe('¥25.00')
  expect(screen.getByTestId('team-order-detail').textContent).toContain('Tea')
  expect(screen.getByTestId('team-order-detail').textContent).toContain('To ship')
  expect(screen.getByTestId('team-order-detail').textContent).not.toContain('to_ship')
  expect(api.calls(InviteApi.order)[0].params).toEqual({ orderNo: 'N1' })
})

test('registration through an invitation: the inviter shown, the code filled in', async () => {
  page = fakePage({ code: 'AB12CD34' }, 'pages/invite/register')
  useSessionStore.getState().logout()
  api = fakeApi()
    .on(InviteApi.check, () => ({ code: 'AB12CD34', inviter: 'D***r' }))
    .on('system.basics', () => ({ agreements: [], customerInfos: {}, registerModel: 'phone', registerType: 'phone' }) as never)
    .install()
  render(<InviteRegisterScreen />)
  expect((await screen.findByTestId('invite-register-inviter')).textContent).toBe('D***r invites you to join')
  const inputs = [...screen.getByTestId('register').querySelectorAll('taro-input-core')].map(valueOf)
  expect(inputs).toContain('AB12CD34')
})

const ncPage = (extra: Partial<NewcomerPage> = {}): NewcomerPage => ({
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
      image: '/m.png',
      specText: '',
      price: 990,
      skuPrice: 5000,
      stock: 9,
      startAt: '2026-11-20T00:00:00.000Z',
      endAt: '2026-12-20T00:00:00.000Z',
      bought: false,
    },
  ],
  pack: [{ id: 8, title: 'Welcome: 10 off 50', type: 'amount', threshold: 5000, discount: 1000, usable: true }],
  packGiven: true,
  ...extra,
})

test('newcomer offers: the newcomer price beside the own; buy opens the buy-now checkout with the offer', async () => {
  page = fakePage({}, 'pages/newcomers/index')
  api = fakeApi()
    .on(NewcomerApi.page, () => ncPage())
    .install()
  render(<NewcomersScreen />)
  expect((await screen.findByTestId('nc-price')).textContent).toBe('¥9.90')
  expect(screen.getByTestId('nc-pack-state').textContent).toBe('Given to your account')
  fireEvent.click(screen.getByTestId('nc-buy'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=40&count=1&offer=newcomer%3A3']))
})

test('newcomer offers: not a newcomer says why and cannot buy; a bought offer says so', async () => {
  page = fakePage({}, 'pages/newcomers/index')
  const base = ncPage()
  api = fakeApi()
    .on(NewcomerApi.page, () => ncPage({ eligible: false, reason: 'paid', offers: [base.offers[0], { ...base.offers[0], id: 4, bought: true }] }))
    .install()
  render(<NewcomersScreen />)
  expect((await screen.findByTestId('nc-reason')).textContent).toBe('You have already placed a paid order')
  expect(screen.getByTestId('nc-bought').textContent).toBe('Bought')
  fireEvent.click(screen.getByTestId('nc-buy'))
  await new Promise((r) => setTimeout(r, 50))
  expect(page.navigations).toEqual([])
})

test('the desk: staff only; a new offer sent in minor units with its days', async () => {
  page = fakePage({}, 'pages/platform/newcomers')
  useSessionStore.getState().setUser(userInfo({ roles: ['staff'] }))
  api = fakeApi()
    .on(NewcomerApi.desk, () => ({ currency: 'CNY', offers: [], pack: [] }))
    .on(NewcomerApi.create, ({ body }) => ({
      ...ncPage().offers[0],
      id: 5,
      skuId: body.skuId,
      price: body.price,
      status: 'active' as const,
      sold: 0,
      open: true,
    }))
    .install()
  render(<DeskNewcomersScreen />)
  await screen.findByTestId('nc-new-save')
  typeInto('nc-new-skuId', '40')
  typeInto('nc-new-price', '9.9')
  typeInto('nc-new-start', '2026-12-01')
  typeInto('nc-new-end', '2026-12-31')
  await act(async () => {
    fireEvent.click(screen.getByTestId('nc-new-save'))
  })
  await waitFor(() => expect(api.calls(NewcomerApi.create)).toHaveLength(1))
  const body = api.calls(NewcomerApi.create)[0].body as { skuId: number; price: number; startAt: string; endAt: string }
  expect([body.skuId, body.price, new Date(body.startAt).getDate(), new Date(body.endAt).getDate()]).toEqual([40, 990, 1, 31])
})

const appLinks = (iosUrl: string, androidUrl: string) => ({ iosUrl, androidUrl })

test('the download page: the inviter and the code; the app links as buttons that open them; the web registration opens with the code', async () => {
  page = fakePage({ code: 'AB12CD34' }, 'pages/invite/download')
  useSessionStore.getState().logout()
  const ios = 'https://apps.example.com/app/mall/id1234567890'
  const android = 'https://download.example.com/mall.apk'
  api = fakeApi()
    .on(InviteApi.check, () => ({ code: 'AB12CD34', inviter: 'D***r' }))
    .on(SystemApi.appLinks, () => appLinks(ios, android))
    .install()
  render(<InviteDownloadScreen />)
  await waitFor(() => expect(screen.getByTestId('invite-download').textContent).toContain('D***r invites you'))
  expect((await screen.findByTestId('invite-store-ios')).textContent).toBe('Download on the App Store')
  expect(screen.getByTestId('invite-store-android').textContent).toBe('Download for Android')
  expect(screen.queryByTestId('invite-no-app')).toBeNull()
  fireEvent.click(screen.getByTestId('invite-store-ios'))
  await waitFor(() => expect(page.navigations).toEqual([`navigateTo /pages/web?url=${encodeURIComponent(ios)}`]))
  fireEvent.click(screen.getByTestId('invite-web-register'))
  await waitFor(() => expect(page.navigations.at(-1)).toBe('navigateTo /pages/invite/register?code=AB12CD34'))
})

test('the download page without app links: only the one set shows; none set (or not answered) says so and offers the web app', async () => {
  page = fakePage({ code: 'AB12CD34' }, 'pages/invite/download')
  useSessionStore.getState().logout()
  api = fakeApi()
    .on(InviteApi.check, () => ({ code: 'AB12CD34', inviter: 'D***r' }))
    .on(SystemApi.appLinks, () => appLinks('', 'https://download.example.com/mall.apk'))
    .install()
  const one = render(<InviteDownloadScreen />)
  await screen.findByTestId('invite-store-android')
  expect(screen.queryByTestId('invite-store-ios')).toBeNull()
  one.unmount()

  page = fakePage({ code: 'AB12CD34' }, 'pages/invite/download')
  api = fakeApi()
    .on(InviteApi.check, () => ({ code: 'AB12CD34', inviter: 'D***r' }))
    .on(SystemApi.appLinks, () => appLinks('', ''))
    .install()
  render(<InviteDownloadScreen />)
  expect((await screen.findByTestId('invite-no-app')).textContent).toMatch(/cannot be downloaded here yet/)
  expect(screen.queryByTestId('invite-store-ios')).toBeNull()
  expect(screen.queryByTestId('invite-store-android')).toBeNull()
  // the code is still there to register with, and the web app opens at home
  expect(screen.getByTestId('invite-download').textContent).toContain('AB12CD34')
  fireEvent.click(screen.getByTestId('invite-open-home'))
  await waitFor(() => expect(page.navigations).toEqual(['reLaunch /pages/tabbar/index']))
})

test('the desk’s app links: staff edit both; the server’s refusal names the field and nothing is kept', async () => {
  page = fakePage({}, 'pages/platform/app-links')
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser(userInfo({ roles: ['shopper', 'staff'] }))
  let saved = appLinks('', '')
  api = fakeApi()
    .on(SystemApi.appLinks, () => saved)
    .on(SystemApi.saveAppLinks, ({ body }) => {
      if (!body.iosUrl.startsWith('https://')) return refuse(400, AppLinkCodes.HTTPS, 'The App Store link must be a full https:// address', 'iosUrl')
      saved = body
      return saved
    })
    .install()
  render(<AppLinksScreen />)
  await screen.findByTestId('app-links')
  const input = (k: string) => screen.getByTestId(`app-link-${k}`)
  typeIn(input('iosUrl'), 'http://apps.example.com/app/id1')
  typeIn(input('androidUrl'), 'https://download.example.com/a.apk')
  await act(async () => {
    fireEvent.click(screen.getByTestId('app-links-save'))
  })
  await waitFor(() => expect(page.toasts).toEqual(['The App Store link must be a full https:// address']))
  expect(saved).toEqual(appLinks('', ''))
  typeIn(input('iosUrl'), ' https://apps.example.com/app/id1 ')
  await act(async () => {
    fireEvent.click(screen.getByTestId('app-links-save'))
  })
  await waitFor(() => expect(page.toasts.at(-1)).toBe('Saved'))
  expect(api.calls(SystemApi.saveAppLinks).map((c) => c.body)).toEqual([
    { iosUrl: 'http://apps.example.com/app/id1', androidUrl: 'https://download.example.com/a.apk' },
    { iosUrl: 'https://apps.example.com/app/id1', androidUrl: 'https://download.example.com/a.apk' },
  ])
})

test('the rules: four numbered rules', () => {
  page = fakePage({}, 'pages/invite/txt')
  api = fakeApi().install()
  render(<InviteRulesScreen />)
  expect(screen.getByTestId('invite-rules').textContent).toMatch(/^1\. Share your code.*4\. Team orders show paid orders/)
})
