/**
 * The settings pages and the user tab on React Native (issue 23 items 9 and 10): the page entries of the shared
 * src resolved like the RN build, with a fake API (test/taro.ts `answer`). Each renders what the server answers
 * with no text outside a Text; the forms reach their endpoints; the user tab follows the server's user-centre
 * layout and marks an entry whose page has no screen.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { bodyOf, byTid, looseText, ok, queryTid, sent, tapTid } from './screen-helpers'
import SettingsPage from '@/pages/public/setting/index'
import ProfilePage from '@/pages/public/setting/edit'
import LoginPwdPage from '@/pages/public/setting/login-pwd'
import LogOffPage from '@/pages/public/setting/log-off'
import AgreementPage from '@/pages/public/txt'
import UserPage from '@/pages/tabbar/user'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const USER = {
  userId: 7,
  nickname: 'Demo',
  code: 'C7',
  email: 'bob@example.com',
  isPayword: false,
  isPhone: true,
  isRepertory: false,
  isRepertoryMsg: '',
  levelIcon: '',
  levelName: 'Silver member',
  levelNumber: 2,
  msg: '',
  newUser: false,
  phone: '13800138000',
  photo: null,
  salt: '',
  userSex: 2,
  countryArea: '86',
  imInfo: { loginname: '', nick: '', pd5: '', sign: '', userThirdId: '', userType: '' },
  roles: ['shopper'],
  merchant: false,
}
const VERSION = { version: '1.1.03', versionCode: 1103, minVersionCode: 0, force: false, update: false, downloadUrl: '', notes: '', platform: 'android' }
const AGREEMENTS = [
  { key: 'user', title: 'User Service Agreement', content: 'Be nice.' },
  { key: 'privacy', title: 'Privacy Policy', content: 'We collect only what the service needs.' },
]
/** The user centre as the server seeds it, shortened: an order row and three entries, one of a page without a screen. */
const CONFIG = {
  globalBg: 'red',
  start: { layout: { open: false, openType: 2, timing: 3, showCount: 0, showType: 1, imgList: [] } },
  isRefund: true,
  storePrivate: false,
  tabBar: { color: '#808080', selectedColor: '', backgroundColor: '#ffffff', list: [] },
  pages: [
    {
      pageType: 2,
      title: 'user',
      pageLayout: {
        components: [
          {
            id: 'orderIcon',
            type: 'orderIcon',
            props: {
              items: [
                { key: 'pending', link: '/pages/order/index?tab=to_pay' },
                { key: 'refund', link: '/pages/order/refund/index' },
              ],
            },
          },
          {
            id: 'titleList',
            type: 'titleList',
            props: {
              items: [
                { key: 'addresses', icon: 'address', link: '/pages/user/receivingAddress/index' },
                { key: 'auction', title: 'Auctions', icon: 'nothing-known', link: '/pages/auction/index' },
                { key: 'settings', icon: 'settings', link: '/pages/public/setting/index' },
              ],
            },
          },
        ],
      },
    },
  ],
}

/** Every text input of the screen, in order (Taro's Input is a TextInput on RN). */
const inputs = () => screen.UNSAFE_root.findAll((n) => n.type === 'TextInput')
/** Taro RN's modal is a native alert: the answer is played here. */
const modals: string[] = []
const T = Taro as unknown as Record<string, unknown>

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  modals.length = 0
  T.showModal = async (o: { content: string }) => (modals.push(o.content), { confirm: true, cancel: false })
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser(USER)
  answer('/api/customer/api/info', () => ok(USER))
  answer('/api/customer/api/authenLog', ok(null))
  answer('/api/system/api/basics/app/version/info', ok(VERSION))
  answer('/api/system/api/basics/list', ok({ agreements: AGREEMENTS, customerInfos: {}, registerModel: 'phone', registerType: 'phone' }))
  await act(() => setLocale('en'))
})

describe('settings pages', () => {
  afterEach(() => expect(looseText().map((n) => `${String(n.type)}: ${n.children.join('')}`)).toEqual([]))

  test('settings: masked phone and email, pay password not set, up to date; rows open their pages', async () => {
    openWith({})
    render(<SettingsPage />)
    await waitFor(() => expect(screen.getByText('1.1.03 · Up to date')).toBeTruthy())
    expect(screen.getByText('138****8000')).toBeTruthy()
    expect(screen.getByText('b***@example.com')).toBeTruthy()
    expect(screen.getByText('Not set')).toBeTruthy()
    // the version check names the device's platform and the app's code
    expect(bodyOf(sent('GET', '/api/system/api/basics/app/version/info')[0])).toMatchObject({ versionCode: 1103 })
    tapTid('row-login-pwd')
    tapTid('row-email')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/public/setting/login-pwd', 'navigateTo /pages/public/account/binding?type=email']))
  })

  test('profile: the nickname and the gender are sent; a nickname outside the rule is refused before a request', async () => {
    openWith({})
    render(<ProfilePage />)
    await waitFor(() => expect(queryTid('profile-save')).not.toBeNull())
    fireEvent.changeText(inputs()[0], 'ab')
    tapTid('profile-save')
    await waitFor(() => expect(toasts).toContain('The nickname must be 4-20 Chinese characters, letters or digits'))
    expect(sent('POST', '/api/customer/api/info').filter((r) => 'nickname' in bodyOf(r))).toHaveLength(0)
    fireEvent.changeText(inputs()[0], 'NewName1')
    tapTid('sex-0')
    tapTid('profile-save')
    await waitFor(() => expect(sent('POST', '/api/customer/api/info').filter((r) => 'nickname' in bodyOf(r))).toHaveLength(1))
    const saved = sent('POST', '/api/customer/api/info').find((r) => 'nickname' in bodyOf(r))!
    expect(bodyOf(saved)).toMatchObject({ nickname: 'NewName1', userSex: 0 })
  })

  test('login password: the repeat is checked first, then the three are sent', async () => {
    answer('/api/customer/api/updatePassword', ok(null))
    openWith({})
    render(<LoginPwdPage />)
    await waitFor(() => expect(queryTid('pwd-submit')).not.toBeNull())
    const [old, pwd, again] = inputs()
    fireEvent.changeText(old, 'abc123')
    fireEvent.changeText(pwd, 'new456')
    fireEvent.changeText(again, 'new457')
    tapTid('pwd-submit')
    await waitFor(() => expect(toasts).toContain('The two passwords do not match'))
    expect(sent('PUT', '/api/customer/api/updatePassword')).toHaveLength(0)
    fireEvent.changeText(inputs()[2], 'new456')
    tapTid('pwd-submit')
    await waitFor(() => expect(sent('PUT', '/api/customer/api/updatePassword')).toHaveLength(1))
    expect(bodyOf(sent('PUT', '/api/customer/api/updatePassword')[0])).toEqual({ oldPassword: 'abc123', password: 'new456', confirmPassword: 'new456' })
  })

  test('log off: what it deletes, the code, the tick and the last question; then home as a guest', async () => {
    answer('/api/customer/api/logOff', ok(null))
    openWith({})
    render(<LogOffPage />)
    await waitFor(() => expect(queryTid('log-off-submit')).not.toBeNull())
    expect(screen.getByText(/Your addresses, cart, favourites and footprints/)).toBeTruthy()
    expect(screen.getByText('The code is sent to 138****8000')).toBeTruthy()
    fireEvent.changeText(inputs()[0], '123456')
    tapTid('log-off-tick')
    tapTid('log-off-submit')
    await waitFor(() => expect(navigations).toEqual(['reLaunch /pages/tabbar/index']))
    expect(modals).toEqual(['Close the account for good?'])
    expect(bodyOf(sent('GET', '/api/customer/api/logOff')[0])).toEqual({ code: '123456' })
    expect(useSessionStore.getState().token).toBeNull()
  })

  test('public/txt: the agreement of its key', async () => {
    openWith({ key: 'privacy' })
    render(<AgreementPage />)
    await waitFor(() => expect(screen.getByText('Privacy Policy')).toBeTruthy())
    expect(screen.getByText('We collect only what the service needs.')).toBeTruthy()
  })
})

describe('user tab', () => {
  afterEach(() => expect(looseText().map((n) => `${String(n.type)}: ${n.children.join('')}`)).toEqual([]))

  test('renders the server layout with balance, coupons and level; an entry without a screen says "coming soon" and opens nothing', async () => {
    answer('/api/system/api/config/init', ok(CONFIG))
    answer('/api/order/api/main/count', ok({ pendingOrderCount: 2, deliverOrderCount: 0, receivingOrderCount: 0, evaluateOrderCount: 0, refundOrderCount: 0 }))
    answer('/api/customer/api/account', ok([{ currency: 'CNY', balance: 8800, frozen: 0, available: 8800, held: 0, total: 8800, isDefault: 'Y' }]))
    answer('/api/promotion/api/coupon/mine', { code: 200, msg: 'ok', ok: true, rows: [], total: 3 })
    openWith({})
    render(<UserPage />)
    await waitFor(() => expect(screen.getByText('¥88.00')).toBeTruthy())
    expect(screen.getByText('3')).toBeTruthy()
    expect(screen.getByText('Lv.2')).toBeTruthy()
    expect(screen.getByText('Addresses')).toBeTruthy()
    expect(screen.getByText('Auctions')).toBeTruthy()
    expect(screen.getByText('Coming soon')).toBeTruthy()
    expect(byTid('user-count-pending')).toBeTruthy()
    tapTid('shortcut-auction/index')
    await waitFor(() => expect(toasts).toContain('This is coming soon'))
    expect(navigations).toEqual([])
    tapTid('shortcut-user/receivingAddress/index')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/user/receivingAddress/index']))
  })
})
