// The settings area (issue 23 item 9) and the user tab from the server's user-centre layout (item 10), on the
// shared fake server: what each screen shows from the server's answers, what it sends, and that the server's
// rules (nickname, passwords, log off) are the server's: the client only checks for comfort.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AccountApi, type UserInfo } from '~types/account'
import { SettingsCodes } from '~types/settings-codes'
import { SystemApi, type AppVersion } from '~types/system'
import { AgreementScreen } from '@/features/account/agreement-screen'
import { BindingScreen } from '@/features/account/binding-screen'
import { LogOffScreen } from '@/features/account/log-off-screen'
import { LoginPwdScreen } from '@/features/account/login-pwd-screen'
import { ProfileScreen } from '@/features/account/profile-screen'
import { RegisterScreen } from '@/features/account/register-screen'
import { SettingsScreen } from '@/features/account/settings-screen'
import { UserScreen } from '@/features/shell/user-screen'
import { isBuilt } from '@/core/navigation/built'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { configWith, USER_CENTRE } from './user-centre'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(30_000)

const AGREEMENTS = [
  { key: 'user', title: 'User Service Agreement', content: 'Welcome. By registering you agree to be nice.' },
  { key: 'privacy', title: 'Privacy Policy', content: 'We collect only what the service needs.' },
  { key: 'withdrawal', title: 'Withdrawal Agreement', content: 'Withdrawals need your real name.' },
]
const latest = (extra: Partial<AppVersion> = {}): AppVersion => ({
  version: '1.1.03',
  versionCode: 1103,
  minVersionCode: 0,
  force: false,
  update: false,
  downloadUrl: '',
  notes: '',
  platform: 'h5',
  ...extra,
})

let api: FakeApi
let page: FakePage
let me: UserInfo
let version: AppVersion

beforeEach(() => {
  page = fakePage({}, 'pages/public/setting/index')
  me = userInfo({ nickname: 'Demo', phone: '13800138000', email: 'bob@example.com', isPayword: true, levelName: 'Silver member', levelNumber: 2 })
  useSessionStore.getState().setUser(me)
  version = latest()
  api = fakeApi()
    .on(AccountApi.info, ({ body }) => {
      if (body?.nickname !== undefined && !/^[\u4e00-\u9fa5A-Za-z0-9]{4,20}$/.test(body.nickname))
        return refuse(400, SettingsCodes.NICKNAME_RULE, 'The nickname must be 4-20 Chinese characters, letters or digits', 'nickname')
      me = {
        ...me,
        ...(body?.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body?.userSex !== undefined ? { userSex: body.userSex } : {}),
        ...(body?.photoId ? { photo: `/api/files/${body.photoId}.png` } : {}),
      }
      return me
    })
    .on(AccountApi.authenLog, () => ({
      id: 1,
      realName: 'Zhang San',
      idNumber: '1101**********002X',
      status: 'pending',
      reason: null,
      createTime: '2026-11-20T00:00:00.000Z',
      reviewTime: null,
    }))
    .on(SystemApi.appVersion, () => version)
    .on(SystemApi.basics, () => ({ agreements: AGREEMENTS, customerInfos: {}, registerModel: 'phone', registerType: 'phone' }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))
/** Type into the inputs of the fields, in order. */
const fill = (...values: string[]) => {
  const inputs = document.querySelectorAll('.acc-field__input')
  expect(inputs.length).toBeGreaterThanOrEqual(values.length)
  act(() => values.forEach((value, i) => inputs[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))))
}

describe('settings', () => {
  test('signed in: the profile, masked phone and email, pay password state, real-name state, version up to date, agreements', async () => {
    render(<SettingsScreen />)
    await waitFor(() => expect(screen.getByTestId('row-real-name').textContent).toContain(isBuilt('public/realName/index') ? 'Under review' : 'Coming soon'))
    expect(screen.getByTestId('row-profile').textContent).toContain('Demo')
    expect(screen.getByTestId('row-phone').textContent).toContain('138****8000')
    expect(screen.getByTestId('row-email').textContent).toContain('b***@example.com')
    expect(screen.getByTestId('row-pay-pwd').textContent).toContain('Set')
    await waitFor(() => expect(screen.getByTestId('row-version').textContent).toContain('Up to date'))
    // the app's own version code goes to the server, which judges it
    expect(api.calls(SystemApi.appVersion).map((c) => c.query)).toEqual([{ platform: 'h5', versionCode: 1103 }])
    expect(screen.queryByTestId('version-update')).toBeNull()

    await tap('row-email')
    await tap('row-phone')
    await tap('row-login-pwd')
    await tap('row-agreement-privacy')
    await tap('row-log-off')
    expect(page.navigations).toEqual([
      'navigateTo /pages/public/account/binding?type=email',
      'navigateTo /pages/public/account/binding',
      'navigateTo /pages/public/setting/login-pwd',
      'navigateTo /pages/public/txt?key=privacy',
      'navigateTo /pages/public/setting/log-off',
    ])
    // the real-name page: opened when it has a screen, else "coming soon" and nothing opened
    await tap('row-real-name')
    if (isBuilt('public/realName/index')) expect(page.navigations.at(-1)).toBe('navigateTo /pages/public/realName/index')
    else {
      expect(page.navigations).toHaveLength(5)
      expect(page.toasts).toEqual(['Coming soon'])
    }
  })

  test('a newer version is offered with its notes and opens its download; a required one says so', async () => {
    version = latest({ version: '1.2.00', versionCode: 1200, update: true, notes: 'Faster checkout', downloadUrl: 'https://example.com/app.apk' })
    const view = render(<SettingsScreen />)
    await waitFor(() => expect(screen.getByTestId('row-version').textContent).toContain('New version 1.2.00'))
    await tap('version-update')
    expect(page.modals).toEqual(['Faster checkout'])
    await waitFor(() => expect(page.navigations).toEqual([`navigateTo /pages/web?url=${encodeURIComponent('https://example.com/app.apk')}`]))
    view.unmount()

    version = latest({ version: '1.2.00', versionCode: 1200, update: true, force: true })
    api.on(SystemApi.appVersion, () => version)
    const { clearQueries } = await import('@/core/data')
    clearQueries()
    render(<SettingsScreen />)
    await waitFor(() => expect(screen.getByTestId('row-version').textContent).toContain('no longer supported: please update to 1.2.00'))
    // no download address: the store is named
    await tap('version-update')
    await waitFor(() => expect(page.toasts).toContain('Get 1.2.00 from your app store'))
  })

  test('a guest: language, version and the agreements, nothing of an account and no login-only call', async () => {
    useSessionStore.getState().logout()
    render(<SettingsScreen />)
    await waitFor(() => expect(screen.getByTestId('row-version').textContent).toContain('Up to date'))
    expect(screen.getByTestId('lang-zh_CN')).toBeTruthy()
    expect(screen.getByTestId('row-agreement-user')).toBeTruthy()
    for (const id of ['row-profile', 'row-phone', 'row-log-off', 'logout']) expect(screen.queryByTestId(id)).toBeNull()
    expect(api.calls(AccountApi.authenLog)).toHaveLength(0)
    expect(api.calls(AccountApi.info)).toHaveLength(0)
  })

  test('logout ends the session and goes back to the user tab', async () => {
    api.on(AccountApi.logout, () => null)
    render(<SettingsScreen />)
    await tap('logout')
    await waitFor(() => expect(page.navigations).toEqual(['reLaunch /pages/tabbar/user']))
    expect(useSessionStore.getState().token).toBeNull()
    expect(api.calls(AccountApi.logout)).toHaveLength(1)
  })
})

describe('profile', () => {
  test('the nickname rule: refused before a request when it breaks the rule; a good one saved with the gender and shown from the server’s answer', async () => {
    render(<ProfileScreen />)
    await screen.findByTestId('profile-save')
    fill('ab')
    await tap('profile-save')
    expect(page.toasts).toEqual(['The nickname must be 4-20 Chinese characters, letters or digits'])
    expect(api.calls(AccountApi.info).filter((c) => c.body?.nickname !== undefined)).toHaveLength(0)

    fill('Li雷2024')
    await tap('sex-1')
    await tap('profile-save')
    await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
    const saved = api.calls(AccountApi.info).filter((c) => c.body?.nickname !== undefined)
    expect(saved.map((c) => c.body)).toEqual([{ nickname: 'Li雷2024', userSex: 1 }])
    expect(useSessionStore.getState().userInfo?.nickname).toBe('Li雷2024')
    expect(page.toasts.at(-1)).toBe('Saved')
  })

  test('the avatar: camera or file on H5; the picture is uploaded public, then set by its id', async () => {
    api.on('upload.upload', ({ body }) => {
      expect(body).toMatchObject({ scope: 'public', filePath: '/tmp/me.jpg' })
      return { id: '11111111-2222-4333-8444-555555555555', url: '/api/files/x.jpg', mime: 'image/jpeg', size: 10, scope: 'public' as const }
    })
    page.chosen = ['/tmp/me.jpg']
    page.sheetAnswer = 0
    const chose = jest.spyOn(await import('@tarojs/taro').then((m) => m.default as unknown as { chooseImage: (o: unknown) => unknown }), 'chooseImage')
    render(<ProfileScreen />)
    await tap('profile-avatar')
    await waitFor(() => expect(page.toasts).toContain('Avatar updated'))
    // H5: the camera, or the browser's file picker (the gallery is in it)
    expect(page.sheets).toEqual([['Take a photo', 'Choose a file']])
    expect(chose).toHaveBeenCalledWith(expect.objectContaining({ count: 1, sourceType: ['camera'] }))
    expect(
      api
        .calls(AccountApi.info)
        .map((c) => c.body)
        .filter((b) => b?.photoId),
    ).toEqual([{ photoId: '11111111-2222-4333-8444-555555555555' }])
    expect(useSessionStore.getState().userInfo?.photo).toBe('/api/files/11111111-2222-4333-8444-555555555555.png')
    // cancelled: nothing sent
    page.sheetAnswer = null
    await tap('profile-avatar')
    expect(api.calls('upload.upload')).toHaveLength(1)
  })
})

describe('login password', () => {
  beforeEach(() => {
    api.on(AccountApi.updatePassword, ({ body }) => {
      if (body.oldPassword !== 'abc123') return refuse(400, 400, 'The current password is wrong', 'oldPassword')
      if (body.password === body.oldPassword) return refuse(400, SettingsCodes.PASSWORD_SAME, 'The new password must differ from the current one', 'password')
      return null
    })
  })

  test('the rule and the repeat are checked first; a wrong current password is the server’s refusal; then saved and back', async () => {
    render(<LoginPwdScreen />)
    await screen.findByTestId('pwd-submit')
    fill('abc123', 'short', 'short')
    await tap('pwd-submit')
    fill('abc123', 'new456', 'new457')
    await tap('pwd-submit')
    expect(page.toasts).toEqual(['The password must be 6-12 letters or digits', 'The two passwords do not match'])
    expect(api.calls(AccountApi.updatePassword)).toHaveLength(0)

    fill('nope99', 'new456', 'new456')
    await tap('pwd-submit')
    await waitFor(() => expect(page.toasts).toContain('The current password is wrong'))
    expect(page.navigations).toEqual([])

    fill('abc123', 'new456', 'new456')
    await tap('pwd-submit')
    await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
    expect(api.calls(AccountApi.updatePassword).map((c) => c.body)).toEqual([
      { oldPassword: 'nope99', password: 'new456', confirmPassword: 'new456' },
      { oldPassword: 'abc123', password: 'new456', confirmPassword: 'new456' },
    ])
    expect(page.toasts.at(-1)).toBe('Password changed. Other devices were signed out')
  })
})

describe('log off', () => {
  test('says what it deletes, asks the code and a tick, then ends the session and starts again at home', async () => {
    api.on(AccountApi.sendCode, () => ({ resendIn: 60, expiresIn: 300 }))
    api.on(AccountApi.logOff, () => null)
    render(<LogOffScreen />)
    await screen.findByTestId('log-off-submit')
    expect(screen.getByTestId('log-off').textContent).toContain('Your addresses, cart, favourites and footprints')
    expect(screen.getByTestId('log-off-phone').textContent).toContain('138****8000')
    await tap('get-code')
    await waitFor(() =>
      expect(api.calls(AccountApi.sendCode).map((c) => [c.params, c.body])).toEqual([[{ type: 'logoff' }, { phone: '13800138000', countryArea: '86' }]]),
    )
    fill('123456')
    await tap('log-off-submit')
    expect(page.toasts).toContain('Tick the box to confirm')
    expect(api.calls(AccountApi.logOff)).toHaveLength(0)
    // the last question, answered no: nothing sent
    await tap('log-off-tick')
    page.modalAnswer = false
    await tap('log-off-submit')
    expect(page.modals).toEqual(['Close the account for good?'])
    expect(api.calls(AccountApi.logOff)).toHaveLength(0)
    page.modalAnswer = true
    await tap('log-off-submit')
    await waitFor(() => expect(page.navigations).toEqual(['reLaunch /pages/tabbar/index']))
    expect(api.calls(AccountApi.logOff).map((c) => c.query)).toEqual([{ code: '123456' }])
    expect(useSessionStore.getState().token).toBeNull()
    expect(page.toasts.at(-1)).toBe('Your account is closed')
  })

  test('a refusal (money left) keeps the session and shows the server’s reason', async () => {
    api.on(AccountApi.logOff, () =>
      refuse(409, SettingsCodes.LOG_OFF_MONEY, 'Your wallet still holds CNY 12.34: withdraw or spend it before closing the account'),
    )
    render(<LogOffScreen />)
    await screen.findByTestId('log-off-submit')
    fill('123456')
    await tap('log-off-tick')
    await tap('log-off-submit')
    await waitFor(() => expect(page.toasts).toContain('Your wallet still holds CNY 12.34: withdraw or spend it before closing the account'))
    expect(useSessionStore.getState().token).toBe('tok')
    expect(page.navigations).toEqual([])
  })

  test('without a phone the code cannot be sent: the page leads to linking one', async () => {
    useSessionStore.getState().setUser({ ...me, phone: null })
    me = { ...me, phone: null }
    render(<LogOffScreen />)
    await screen.findByTestId('log-off-bind')
    expect(screen.queryByTestId('log-off-submit')).toBeNull()
    await tap('log-off-bind')
    expect(page.navigations).toEqual(['navigateTo /pages/public/account/binding'])
  })
})

describe('agreements and binding', () => {
  test('public/txt shows the agreement the key names, the user agreement by default, and says when there is none', async () => {
    page.params = { key: 'privacy' }
    const a = render(<AgreementScreen />)
    await waitFor(() => expect(screen.getByTestId('agreement-title').textContent).toBe('Privacy Policy'))
    expect(screen.getByTestId('agreement-body').textContent).toBe('We collect only what the service needs.')
    a.unmount()
    page.params = {}
    const b = render(<AgreementScreen />)
    await waitFor(() => expect(screen.getByTestId('agreement-title').textContent).toBe('User Service Agreement'))
    b.unmount()
    page.params = { key: 'nothing' }
    render(<AgreementScreen />)
    await waitFor(() => expect(screen.getByText('This agreement is not available')).toBeTruthy())
  })

  test('register: the agreement can be read (its name opens it) and ticked (the box)', async () => {
    useSessionStore.getState().logout()
    render(<RegisterScreen />)
    await tap('agreement-open-user')
    await tap('agreement-open-privacy')
    expect(page.navigations).toEqual(['navigateTo /pages/public/txt?key=user', 'navigateTo /pages/public/txt?key=privacy'])
    // the name is not the box: reading it did not tick it
    expect(document.querySelector('.acc-agree__box--on')).toBeNull()
    await tap('agreement')
    expect(document.querySelector('.acc-agree__box--on')).not.toBeNull()
  })

  test('binding an email: the current one masked, a bad address refused before a request, a good one linked', async () => {
    api.on(AccountApi.bindEmail, () => null)
    page.params = { type: 'email' }
    render(<BindingScreen />)
    expect(screen.getByTestId('binding-current').textContent).toBe('Now: b***@example.com')
    fill('not-an-email')
    await tap('binding-submit')
    expect(page.toasts).toEqual(['Enter a valid email address'])
    fill('New@Example.com')
    await tap('binding-submit')
    await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
    expect(api.calls(AccountApi.bindEmail).map((c) => c.body)).toEqual([{ email: 'New@Example.com' }])
  })
})

describe('user tab from the user-centre layout', () => {
  beforeEach(() => {
    api
      .on('order.count', () => ({ pendingOrderCount: 3, deliverOrderCount: 0, receivingOrderCount: 0, evaluateOrderCount: 0, refundOrderCount: 1 }))
      .on('ledger.accounts', () => [
        { currency: 'CNY', balance: 123456, frozen: 0, available: 123456, held: 0, total: 123456, isDefault: 'Y' as const },
        { currency: 'USD', balance: 500, frozen: 0, available: 500, held: 0, total: 500, isDefault: 'N' as const },
      ])
      .on('promotion.mine', ({ query }) => {
        expect(query).toMatchObject({ tab: 'unused', pageSize: 1 })
        return { rows: [], total: 4 }
      })
  })

  test('the order row and the entries are the server’s; balance, coupons and level under the card', async () => {
    api.on('system.configInit', () => configWith())
    render(<UserScreen />)
    await waitFor(() => expect(screen.getByTestId('user-stat-balance-value').textContent).toBe('¥1234.56'))
    expect(screen.getByTestId('user-stat-coupons-value').textContent).toBe('4')
    expect(screen.getByTestId('user-stat-level-value').textContent).toBe('Lv.2')
    expect(screen.getByTestId('user-count-pending').textContent).toBe('3')
    expect(screen.getByTestId('user-count-refund').textContent).toBe('1')
    // every entry of the seeded layout, in its order
    const grid = [...document.querySelectorAll('[data-testid^="shortcut-"]')].map((e) => e.getAttribute('data-testid'))
    const items = USER_CENTRE.pageLayout.components[1].props.items as Array<{ link: string }>
    expect(grid).toEqual(items.map((i) => `shortcut-${i.link.replace('/pages/', '')}`))
    expect(screen.getByTestId('shortcut-user/receivingAddress/index').textContent).toBe('Addresses')
  })

  test('an entry whose page has no screen is shown disabled saying "coming soon" and opens nothing; a built one opens', async () => {
    const layout = {
      ...USER_CENTRE,
      pageLayout: {
        components: [
          USER_CENTRE.pageLayout.components[0],
          {
            id: 'titleList',
            type: 'titleList',
            props: {
              items: [
                { key: 'addresses', icon: 'address', link: '/pages/user/receivingAddress/index' },
                // pages of the route table with no screen (npm run gaps)
                { key: 'auction', title: 'Auctions', icon: 'nothing-known', link: '/pages/auction/index' },
                { key: 'checkIn', title: 'Daily check-in', icon: 'nothing-known', link: '/pages/checkIn/index' },
              ],
            },
          },
        ],
      },
    }
    expect([isBuilt('auction/index'), isBuilt('checkIn/index'), isBuilt('user/receivingAddress/index')]).toEqual([false, false, true])
    api.on('system.configInit', () => configWith(layout))
    render(<UserScreen />)
    const soon = await screen.findByTestId('shortcut-checkIn/index')
    expect(soon.textContent).toBe('Daily check-inComing soon')
    expect(soon.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByTestId('shortcut-auction/index').textContent).toBe('AuctionsComing soon')
    expect(screen.getByTestId('shortcut-user/receivingAddress/index').textContent).toBe('Addresses')
    await tap('shortcut-checkIn/index')
    await tap('shortcut-auction/index')
    expect(page.navigations).toEqual([])
    expect(page.toasts).toEqual(['This is coming soon', 'This is coming soon'])
    await tap('shortcut-user/receivingAddress/index')
    await tap('user-orders-pending')
    expect(page.navigations).toEqual(['navigateTo /pages/user/receivingAddress/index', 'navigateTo /pages/order/index?tab=to_pay'])
  })

  test('a guest sees the layout with a login entry and no stats; the layout failing offers a retry', async () => {
    useSessionStore.getState().logout()
    let fail = true
    api.on('system.configInit', () => (fail ? refuse(500, 500, 'boom') : configWith()))
    render(<UserScreen />)
    await screen.findByTestId('user-layout-retry')
    expect(screen.getByTestId('user-login')).toBeTruthy()
    expect(screen.queryByTestId('user-stat-balance')).toBeNull()
    fail = false
    await tap('user-layout-retry')
    await screen.findByTestId('user-orders-pending')
    expect(screen.queryByTestId('user-layout-retry')).toBeNull()
    expect(api.calls('ledger.accounts')).toHaveLength(0)
  })
})
