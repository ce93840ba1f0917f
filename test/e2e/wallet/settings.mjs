// The settings area in the browser (issue 23 item 9, the user tab of item 10): a guest reads the user agreement
// from the register screen before ticking it and signs up; the new shopper edits the profile (a nickname the user
// tab then shows, an avatar from a file), changes the login password and logs in again with the new one (the old
// one refused); the user tab, settings and its pages at 320/375/414 px in English and Chinese, as a guest and
// signed in, with nothing past the right edge. A shopper of its own: the demo logins of the other cases stay as
// they are.
import zlib from 'node:zlib'
import { data, until } from '../harness.mjs'

// the shown page's element (H5 keeps the pages under it in the document, hidden)
const tid = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const NICK = 'Shopper2026'

/** A real PNG (the upload module checks the bytes): 16x16, two colours. */
function png() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, body) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(body.length)
    const tb = Buffer.concat([Buffer.from(type), body])
    const c = Buffer.alloc(4)
    c.writeUInt32BE(crc(tb))
    return Buffer.concat([len, tb, c])
  }
  const w = 16
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(w, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = []
  for (let y = 0; y < w; y++) {
    rows.push(0)
    for (let x = 0; x < w; x++) rows.push(...(x < y ? [233, 59, 61] : [40, 120, 220]))
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export default async (h) => {
  const { server, shot, at, hashOf } = h
  const state = { phone: `139${String(Date.now()).slice(-8)}`, password: 'abc123', newPassword: 'xyz789' }
  /** The newest code the local SMS provider sent to the phone (the development outbox). */
  const lastCode = async (phone) => {
    let code
    await until(async () => {
      const r = await (await fetch(`${server.base}/api/dev/sms/outbox?phone=${phone}`)).json()
      code = r.data?.[0]?.code
      return !!code
    }, 15_000)
    if (!code) throw new Error(`no SMS code was sent to ${phone}`)
    return code
  }
  /** Type into the n-th visible input of the page's form. */
  const typeInto = (page, scope, n, value) => page.locator(`[data-testid="${scope}"]:visible input`).nth(n).fill(value)
  /** Nothing past the right edge of the viewport (a scroll box inside the page may hold it). */
  const overflow = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.set-row, .set-group, .set-chip, .user__shortcut, .user__order, .user__stat, .acc-agree-row, .set-doc')]
        .filter((e) => e.getBoundingClientRect().height > 0 && e.getBoundingClientRect().right > innerWidth + 1)
        .map((e) => `${e.className}: ${Math.round(e.getBoundingClientRect().right)}`),
    )
  const login = async (page, password) => {
    await h.login(page, { phone: state.phone, password })
  }
  const apiLogin = async (password) =>
    (
      await fetch(`${server.base}/api/auth/api/customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ username: state.phone, password }),
      })
    ).json()

  return [
    [
      'settings: register reads the user agreement before ticking it, then a new shopper signs up',
      async () => {
        const page = await h.newPage()
        state.page = page
        await page.goto(`${server.base}/#/pages/public/account/register`)
        await tid(page, 'agreement-open-user').click({ timeout: 30_000 })
        if (!(await at(page, 'public/txt?key=user'))) throw new Error(`the agreement's name did not open it (at ${await hashOf(page)})`)
        if (
          !(await until(
            async () =>
              (await tid(page, 'agreement-title')
                .textContent()
                .catch(() => '')) === 'User Service Agreement',
          ))
        )
          throw new Error('the user agreement is not shown')
        const body = await tid(page, 'agreement-body').textContent()
        if (body.length < 200 || !body.includes('close your account')) throw new Error(`the agreement's text: ${body}`)
        await shot(page, 'settings-agreement-from-register')
        await page.goBack()
        if (!(await at(page, 'public/account/register'))) throw new Error('back did not return to register')
        // reading it ticked nothing
        if (await page.locator('.acc-agree__box--on:visible').count()) throw new Error('opening the agreement ticked it')
        await typeInto(page, 'register', 0, state.phone)
        await tid(page, 'get-code').click()
        await typeInto(page, 'register', 1, await lastCode(state.phone))
        await typeInto(page, 'register', 2, state.password)
        await typeInto(page, 'register', 3, state.password)
        await tid(page, 'agreement').click()
        await tid(page, 'register-submit').click()
        if (!(await at(page, '/pages/tabbar/user'))) throw new Error(`sign-up did not land on the user tab (at ${await hashOf(page)})`)
        await tid(page, 'user-name').waitFor({ timeout: 20_000 })
      },
    ],
    [
      'settings: a profile edit (nickname shown on the user tab, avatar from a file), checked by the server',
      async () => {
        const page = state.page
        if (!page) throw new Error('no shopper from the previous case')
        await tid(page, 'user-card').click()
        if (!(await at(page, 'public/setting/edit'))) throw new Error(`the card did not open the profile (at ${await hashOf(page)})`)
        const nickname = page.locator('.profile-nickname:visible input').first()
        await nickname.waitFor({ timeout: 20_000 })
        // the server's rule, shown as the server words it: three characters are refused before a request
        await nickname.fill('abc')
        await tid(page, 'profile-save').click()
        if (!(await until(async () => (await page.locator('body').innerText()).includes('4-20')))) throw new Error('a short nickname was not refused')
        await nickname.fill(NICK)
        await tid(page, 'sex-1').click()
        // the avatar: "choose a file" in the sheet, then the browser's file picker
        await tid(page, 'profile-avatar').click()
        const cell = page.locator('.taro-actionsheet__cell:visible', { hasText: 'Choose a file' }).first()
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 15_000 }), cell.click()])
        await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() })
        const me = () => h.pageApi(page, 'POST', 'customer/api/info', {})
        if (!(await until(async () => (data(await me(), 'info').photo ?? '').includes('/api/files/'), 20_000))) throw new Error('the avatar was not set')
        await shot(page, 'settings-profile-edit')
        await tid(page, 'profile-save').click()
        if (!(await at(page, '/pages/tabbar/user'))) throw new Error(`save did not go back to the user tab (at ${await hashOf(page)})`)
        if (!(await until(async () => (await tid(page, 'user-name').textContent()) === NICK)))
          throw new Error(`the user tab shows ${await tid(page, 'user-name').textContent()}`)
        const info = data(await me(), 'info')
        if (info.nickname !== NICK || info.userSex !== 1) throw new Error(`the server has ${info.nickname}, ${info.userSex}`)
        const avatar = await page.locator('.user__avatar:visible img').first().getAttribute('src')
        if (!avatar?.includes('/api/files/')) throw new Error(`the user tab's avatar is ${avatar}`)
        await shot(page, 'settings-user-tab-after-edit')
      },
    ],
    [
      'settings: the login password is changed (the old one checked first) and the new one logs in again',
      async () => {
        const page = state.page
        if (!page) throw new Error('no shopper from the first case')
        await tid(page, 'shortcut-public/setting/index').click()
        await tid(page, 'row-login-pwd').click()
        if (!(await at(page, 'public/setting/login-pwd'))) throw new Error(`no login-password page (at ${await hashOf(page)})`)
        await typeInto(page, 'login-pwd', 0, 'wrong99')
        await typeInto(page, 'login-pwd', 1, state.newPassword)
        await typeInto(page, 'login-pwd', 2, state.newPassword)
        await tid(page, 'pwd-submit').click()
        if (!(await until(async () => (await page.locator('body').innerText()).includes('The current password is wrong'))))
          throw new Error('a wrong current password was not refused')
        await typeInto(page, 'login-pwd', 0, state.password)
        await tid(page, 'pwd-submit').click()
        if (!(await at(page, 'public/setting/index'))) throw new Error(`saving did not go back to settings (at ${await hashOf(page)})`)
        // log out, then in with the new password; the old one no longer opens
        await tid(page, 'logout').click()
        if (!(await at(page, '/pages/tabbar/user'))) throw new Error('logout did not return to the user tab')
        await tid(page, 'user-login').waitFor({ timeout: 20_000 })
        const old = await apiLogin(state.password)
        if (old.ok || old.code !== 1002) throw new Error(`the old password: ${JSON.stringify(old)}`)
        await login(page, state.newPassword)
        await page.goto(`${server.base}/#/pages/tabbar/user`)
        if (
          !(await until(
            async () =>
              (await tid(page, 'user-name')
                .textContent()
                .catch(() => '')) === NICK,
            20_000,
          ))
        )
          throw new Error(`logging in with the new password did not show the shopper: ${await page.locator('body').innerText()}`)
      },
    ],
    [
      'settings: the user tab, settings and its pages at 320, 375 and 414 px, English and Chinese, guest and signed in',
      async () => {
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['zh', 'zh-CN'],
        ]) {
          const guest = await h.newPage({ locale })
          const shopper = await h.newPage({ locale })
          await login(shopper, state.newPassword)
          for (const width of [320, 375, 414]) {
            for (const [who, page] of [
              ['guest', guest],
              ['shopper', shopper],
            ]) {
              await page.setViewportSize({ width, height: 800 })
              const routes = [
                ['tabbar/user', 'user'],
                ['public/setting/index', 'settings'],
                ['public/txt?key=privacy', 'agreement-doc'],
                ...(who === 'shopper'
                  ? [
                      ['public/setting/edit', 'profile'],
                      ['public/setting/log-off', 'log-off'],
                      ['public/setting/login-pwd', 'login-pwd'],
                      ['public/account/binding?type=email', 'binding-email'],
                    ]
                  : [['public/account/register', 'register']]),
              ]
              for (const [route, id] of routes) {
                await page.goto(`${server.base}/#/pages/${route}`)
                await tid(page, id).waitFor({ timeout: 30_000 })
                // the layout and the answers in (the version row, the entries, the text)
                await until(async () => !(await page.locator('[data-testid="skeleton"]:visible').count()), 10_000)
                await page.waitForTimeout(300)
                const over = await overflow(page)
                if (over.length) throw new Error(`${route} at ${width}px (${lang}, ${who}): past the right edge: ${over.join(', ')}`)
                await shot(page, `settings-${id}-${who}-${lang}-${width}`)
              }
            }
          }
          // the user tab: the entries are the server's layout; one whose page has no screen says so
          await shopper.goto(`${server.base}/#/pages/tabbar/user`)
          await tid(shopper, 'user-stat-balance').waitFor({ timeout: 20_000 })
          const soon = await shopper.locator('.user__shortcut--soon:visible').count()
          const words = lang === 'en' ? 'Coming soon' : '即将上线'
          if (soon && !(await shopper.locator('.user__shortcut--soon:visible').first().innerText()).includes(words))
            throw new Error('an entry without a screen does not say "coming soon"')
          await guest.context().close()
          await shopper.context().close()
        }
      },
    ],
  ]
}
