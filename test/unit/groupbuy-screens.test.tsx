// Group buys: the offers and an offer's open groups (open one: the server opens it, then its preview), the preview
// (start or join, then the checkout with the offer `group:<id>`), the invitation (join, or share: link and poster),
// the page after paying (the server's state), my groups, the workbench's offers and a new one, the product page entry.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { GroupbuyApi, type Group, type GroupOffer, type GroupWithOffer, type MerchantOffer } from '~types/groupbuy'
import { EditorApi } from '~types/editor'
import { useSessionStore } from '@/core/stores/session'
import { clock } from '@/features/groupbuy/api'
import { GroupInvitationScreen } from '@/features/groupbuy/invitation-screen'
import { MerchantGroupBuyScreen } from '@/features/groupbuy/merchant-screen'
import { MyGroupsScreen } from '@/features/groupbuy/mine-screen'
import { GroupOffersScreen } from '@/features/groupbuy/offers-screen'
import { GroupPaySuccessScreen } from '@/features/groupbuy/pay-success-screen'
import { GroupPreviewScreen } from '@/features/groupbuy/preview-screen'
import { PaySuccessScreen } from '@/features/order/pay-success-screen'
import { fakeApi, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { typeInto as typeOn } from './taro-input'

jest.setTimeout(30_000)

let api: FakeApi
let page: FakePage
let shareMenu: (() => { title: string; path: string }) | undefined

beforeEach(() => {
  // the mini-programs' share menu (jest runs the mini-program files): the hook's answer is kept to be read
  ;(Taro as any).useShareAppMessage = (f: () => { title: string; path: string }) => void (shareMenu = f)
})

const offer: GroupOffer = {
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
  succeeded: 2,
}
const group = (extra: Partial<Group> = {}): GroupWithOffer => ({
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

const typeInto = (testId: string, value: string) => typeOn(screen.getByTestId(testId), value)

afterEach(() => expect(api?.problems() ?? []).toEqual([]))

test('the countdown clock', () => {
  expect(clock(90 * 60_000)).toBe('1:30:00')
  expect(clock(26 * 3600_000 + 61_000)).toBe('1d 2:01:01')
  expect(clock(-5)).toBe('0:00:00')
})

test('the offers list opens an offer; an offer shows its groups with the countdown from the server clock; opening one goes to its preview', async () => {
  page = fakePage({}, 'pages/spellGroup/index')
  api = fakeApi()
    .on(GroupbuyApi.offers, () => ({ rows: [offer], total: 1 }))
    .install()
  render(<GroupOffersScreen />)
  expect((await screen.findByTestId('gb-group-price')).textContent).toBe('¥79.90')
  fireEvent.click(screen.getByTestId('gb-go-5'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/spellGroup/index?offerId=5']))
})

test('an offer: its open groups (join -> invitation) and "start a group" (opened by the server -> the preview)', async () => {
  page = fakePage({ offerId: '5' }, 'pages/spellGroup/index')
  api = fakeApi()
    .on(GroupbuyApi.offer, () => ({ offer, groups: [group()] }))
    .on(GroupbuyApi.open, () => group({ id: 42, paidCount: 0, members: [], joinable: false }))
    .install()
  render(<GroupOffersScreen />)
  expect((await screen.findByTestId('gb-left')).textContent).toBe('2 more needed')
  expect(screen.getByTestId('gb-group-41').textContent).toContain('Ends in 1:30:00')
  fireEvent.click(screen.getByTestId('gb-join-41'))
  await act(async () => {
    fireEvent.click(screen.getByTestId('gb-open'))
  })
  await waitFor(() =>
    expect(page.navigations).toEqual([
      'navigateTo /pages/spellGroup/invitation/index?groupId=41',
      'navigateTo /pages/systemPay/goods/previewGroupOrder?groupId=42',
    ]),
  )
  expect(api.calls(GroupbuyApi.open)[0].body).toEqual({ offerId: 5 })
})

test('the preview: join whose group at the server price, then the checkout with the offer of the group', async () => {
  page = fakePage({ groupId: '41' }, 'pages/systemPay/goods/previewGroupOrder')
  api = fakeApi()
    .on(GroupbuyApi.group, () => group())
    .install()
  render(<GroupPreviewScreen />)
  expect((await screen.findByTestId('gb-role')).textContent).toBe("You join Lily's group")
  expect(screen.getByTestId('gb-group-price').textContent).toBe('¥79.90')
  fireEvent.click(screen.getByTestId('gb-continue'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=700&count=1&offer=group%3A41']))
})

test('the preview of a decided group offers nothing to buy', async () => {
  page = fakePage({ groupId: '41' }, 'pages/systemPay/goods/previewGroupOrder')
  api = fakeApi()
    .on(GroupbuyApi.group, () => group({ state: 'success', paidCount: 3, left: 0, joinable: false }))
    .install()
  render(<GroupPreviewScreen />)
  expect((await screen.findByTestId('gb-state')).textContent).toBe('Succeeded')
  expect(screen.queryByTestId('gb-continue')).toBeNull()
})

test('the invitation: a member shares the link (copied) and the poster (saved: the spec message); a visitor joins', async () => {
  page = fakePage({ groupId: '41' }, 'pages/spellGroup/invitation/index')
  api = fakeApi()
    .on(GroupbuyApi.group, () => group({ joinable: false, mine: { state: 'paid', orderId: 9, leader: true } }))
    .install()
  render(<GroupInvitationScreen />)
  expect((await screen.findByTestId('gb-link')).textContent).toMatch(/pages\/spellGroup\/invitation\/index\?groupId=41$/)
  expect(screen.getByTestId('gb-mine-state').textContent).toBe('You paid')
  expect(screen.queryByTestId('gb-join')).toBeNull()
  expect(shareMenu?.()).toEqual({ title: 'Join my group: Jasmine tea', path: '/pages/spellGroup/invitation/index?groupId=41' })
  // the poster drawn on the canvas, written to a file and saved to the album: the spec's success, then its failure
  const drawn: string[] = []
  const T = Taro as any
  T.createCanvasContext = () => ({ fillRect: () => undefined, fillText: (s: string) => void drawn.push(s), draw: (_: boolean, cb: () => void) => void cb() })
  T.canvasToTempFilePath = async () => ({ tempFilePath: 'tmp://poster.png' })
  let albumOk = true
  T.saveImageToPhotosAlbum = async () => {
    if (!albumOk) throw new Error('denied')
  }
  fireEvent.click(screen.getByTestId('gb-save-poster'))
  await waitFor(() => expect(page.toasts).toEqual(['Image save success']))
  expect(drawn).toEqual(['Lily invites you', '¥79.90 in a group of 3', 'Jasmine tea', 'Scan to join the group'])
  albumOk = false
  fireEvent.click(screen.getByTestId('gb-save-poster'))
  await waitFor(() => expect(page.toasts).toEqual(['Image save success', 'Image save failure']))
})

test('the invitation seen by a friend: join opens the preview', async () => {
  page = fakePage({ groupId: '41' }, 'pages/spellGroup/invitation/index')
  api = fakeApi()
    .on(GroupbuyApi.group, () => group())
    .install()
  render(<GroupInvitationScreen />)
  fireEvent.click(await screen.findByTestId('gb-join'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/goods/previewGroupOrder?groupId=41']))
  expect(screen.queryByTestId('gb-share')).toBeNull()
})

test("after paying: the server's state of the group for me", async () => {
  page = fakePage({ groupId: '41' }, 'pages/spellGroup/pay-success/index')
  api = fakeApi()
    .on(GroupbuyApi.group, () => group({ state: 'success', paidCount: 3, left: 0, joinable: false, mine: { state: 'paid', orderId: 9, leader: false } }))
    .install()
  render(<GroupPaySuccessScreen />)
  expect((await screen.findByTestId('gb-paid-note')).textContent).toBe('The group succeeded: your order goes on to be shipped')
  fireEvent.click(screen.getByTestId('gb-order'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/order/form/info?id=9']))
})

test('my groups: each with its state; a forming one opens its invitation', async () => {
  page = fakePage({}, 'pages/spellGroup/mine')
  api = fakeApi()
    .on(GroupbuyApi.mine, () => ({
      rows: [
        group({ mine: { state: 'paid', orderId: 9, leader: true } }),
        group({ id: 40, state: 'failed', joinable: false, mine: { state: 'paid', orderId: 8, leader: false } }),
      ],
      total: 2,
    }))
    .install()
  render(<MyGroupsScreen />)
  const states = await screen.findAllByTestId('gb-state')
  expect(states.map((s) => s.textContent)).toEqual(['Forming', 'Failed'])
  // a paid member of the failed group is told the money went back
  expect(screen.getAllByTestId('gb-mine-state').map((s) => s.textContent)).toEqual(['You paid', 'Group failed: refunded the way you paid'])
  fireEvent.click(screen.getByTestId('gb-mine-41'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/spellGroup/invitation/index?groupId=41']))
})

test('the workbench: my offers with their sales; a new offer checked, then sent in minor units', async () => {
  page = fakePage({}, 'pages/merchant/group-buys')
  useSessionStore.getState().setUser(userInfo({ merchant: true }))
  const mo: MerchantOffer = { ...offer, active: true, forming: 1, failed: 0, paidMembers: 4, sales: 31960, createdAt: '2026-12-30T10:00:00.000Z' }
  api = fakeApi()
    .on(GroupbuyApi.merchantOffers, () => ({ rows: [mo], total: 1 }))
    .on(EditorApi.products, () => ({
      rows: [{ id: 70, shopId: 7, title: 'Jasmine tea', image: '', price: 10000, stock: 9, sales: 0, status: 'on' as const }],
      total: 1,
    }))
    .on(EditorApi.product, () => ({
      id: 70,
      shopId: 7,
      title: 'Jasmine tea',
      categoryId: 1,
      images: [],
      description: '',
      status: 'on' as const,
      specGroups: [],
      skus: [{ id: 700, spec: [], price: 10000, originalPrice: 0, stock: 9 }],
    }))
    .on(GroupbuyApi.create, () => mo)
    .install()
  render(<MerchantGroupBuyScreen />)
  expect((await screen.findByTestId('gb-sales')).textContent).toBe('¥319.60')
  fireEvent.click(await screen.findByTestId('sku-pick-product-70'))
  fireEvent.click(await screen.findByTestId('sku-pick-sku-700'))
  typeInto('gb-price', '79.9')
  typeInto('gb-size', '30')
  await act(async () => {
    fireEvent.click(screen.getByTestId('gb-create'))
  })
  await waitFor(() => expect(page.toasts).toEqual(['Check the price, size and time limit']))
  typeInto('gb-size', '3')
  await act(async () => {
    fireEvent.click(screen.getByTestId('gb-create'))
  })
  await waitFor(() => expect(api.calls(GroupbuyApi.create).map((c) => c.body)).toEqual([{ skuId: 700, groupPrice: 7990, size: 3, hours: 24 }]))
})

test("the cashier's success page of a group buy's checkout leads to the group's page after paying", async () => {
  page = fakePage({ payNo: 'P26123112000012345678' }, 'pages/order/success')
  api = fakeApi()
    .on(GroupbuyApi.byPayNo, ({ query }) => ({ groupId: query.payNo === 'P26123112000012345678' ? 41 : null }))
    .install()
  render(<PaySuccessScreen />)
  fireEvent.click(await screen.findByTestId('res-group'))
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/spellGroup/pay-success/index?groupId=41']))
})

test("a plain checkout's success page shows no group", async () => {
  page = fakePage({ payNo: 'P26123112000012345679' }, 'pages/order/success')
  api = fakeApi()
    .on(GroupbuyApi.byPayNo, () => ({ groupId: null }))
    .install()
  render(<PaySuccessScreen />)
  await waitFor(() => expect(api.calls(GroupbuyApi.byPayNo)).toHaveLength(1))
  expect(screen.queryByTestId('res-group')).toBeNull()
})
