// Live rooms in the browser (issue 24 item 4, types/live.ts). The demo shopper opens the rooms, enters the demo
// market's live room (live.seed.ts: live, two pinned products) and buys both pinned products one after the
// other from the room's sheet (SKU, quantity, the checkout's amount, the balance with the pay password) without
// the page ever leaving the room; both orders are then in the order list. The demo merchant opens the live
// rooms from the workbench, creates a room with a cover and a video uploaded there, pins two products, starts
// it; the shopper sees it live. Screenshots in test/e2e/artifacts (live-*.png).
import { data, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // owns the market (order.seed.ts)
const PAY_PWD = '246810'
// a 1x1 PNG for the cover
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, pageApi: api } = h
  const { addressIfNone } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  /**
   * A second of real H.264 video in an mp4 (the browser records a canvas): what a merchant's phone would pick.
   * The upload module takes it by its bytes; H5's video picker keeps only videos the browser can play.
   */
  async function recordMp4(page) {
    const bytes = await page.evaluate(async () => {
      const c = document.createElement('canvas')
      c.width = 64
      c.height = 64
      const g = c.getContext('2d')
      const r = new MediaRecorder(c.captureStream(15), { mimeType: 'video/mp4;codecs=avc1' })
      const chunks = []
      r.ondataavailable = (e) => chunks.push(e.data)
      r.start()
      for (let i = 0; i < 15; i++) {
        g.fillStyle = `rgb(${i * 15}, 100, 200)`
        g.fillRect(0, 0, 64, 64)
        await new Promise((res) => setTimeout(res, 66))
      }
      const stopped = new Promise((res) => (r.onstop = res))
      r.stop()
      await stopped
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()))
    })
    return Buffer.from(bytes)
  }
  const balanceOf = async (page) => data(await api(page, 'GET', 'customer/api/account'), 'accounts').find((a) => a.isDefault === 'Y')?.balance ?? 0

  /** In the open sheet: a value of every spec group still unchosen, then on to the checkout's amount, pay, paid. */
  async function buyInSheet(page, productId) {
    await shown(page, `lv-pin-${productId}`).click({ timeout: 20_000 })
    await shown(page, 'sku-panel').waitFor({ timeout: 20_000 })
    const groups = page.locator('[data-testid="lv-buy"] .sku__group')
    for (let i = 0; i < (await groups.count()); i++) {
      const g = groups.nth(i)
      if (!(await g.locator('[aria-selected="true"]').count())) await g.locator('[aria-disabled="false"]').first().click()
    }
    const skuPrice = (await shown(page, 'sku-price').innerText()).trim()
    await shot(page, `live-sheet-${productId}`)
    await shown(page, 'lv-buy-next').click()
    await shown(page, 'lv-confirm').waitFor({ timeout: 20_000 })
    const place = shown(page, 'lv-place')
    await place.waitFor({ timeout: 20_000 })
    if (!(await until(async () => !(await place.getAttribute('class'))?.includes('disabled'), 15_000))) throw new Error('the order cannot be placed')
    const amountText = (await place.innerText()).trim()
    await shot(page, `live-confirm-${productId}`)
    await place.click()
    const pwd = page.locator('input[data-testid="pay-pwd-input"]:visible, [data-testid="pay-pwd-input"]:visible input').last()
    await pwd.waitFor({ timeout: 20_000 })
    await shot(page, `live-pay-${productId}`)
    await pwd.fill(PAY_PWD)
    await shown(page, 'lv-paid').waitFor({ timeout: 20_000 })
    await shot(page, `live-paid-${productId}`)
    await shown(page, 'lv-keep-watching').click()
    return { skuPrice, amountText }
  }

  return [
    [
      'live: the shopper watches the demo live room and buys its two pinned products from the sheet with the balance without leaving the room; both orders are listed',
      async () => {
        const page = await loggedIn()
        await addressIfNone(page)
        if (!data(await api(page, 'GET', 'customer/api/payPwd'), 'pay password').set)
          data(await api(page, 'POST', 'customer/api/payPwd', { password: PAY_PWD, confirmPassword: PAY_PWD }), 'set pay password')
        const rooms = data(await api(page, 'GET', 'customer/api/live/rooms?pageSize=50'), 'rooms')
        const demo = rooms.rows.find((r) => r.status === 'live')
        if (!demo || rooms.rows[0].id !== demo.id)
          throw new Error(`the demo live room is not first: ${JSON.stringify(rooms.rows.map((r) => [r.id, r.status]))}`)
        if (!rooms.rows.some((r) => r.status === 'scheduled')) throw new Error('no scheduled demo room')

        // the list: badges and start times; a tap opens the room
        await page.goto(`${server.base}/#/pages/liveBroadcast/index`)
        await shown(page, `lv-room-${demo.id}`).waitFor({ timeout: 30_000 })
        if ((await shown(page, `lv-status-${demo.id}`).innerText()).trim() !== 'LIVE') throw new Error('the live badge is not shown')
        await shot(page, 'live-list')
        await shown(page, `lv-room-${demo.id}`).click()
        if (!(await at(page, `liveBroadcast/index?id=${demo.id}`))) throw new Error(`the room did not open: ${await hashOf(page)}`)
        const roomHash = await hashOf(page)

        // the video plays the room's stream from our server (the uploaded video, looped, muted until unmuted)
        const video = page.locator('[data-testid="lv-video"] video, video[data-testid="lv-video"], video').first()
        await video.waitFor({ state: 'attached', timeout: 20_000 })
        const detail = data(await api(page, 'GET', `customer/api/live/rooms/${demo.id}`), 'room')
        const v = await video.evaluate((el) => ({ src: el.currentSrc || el.src, loop: el.loop, muted: el.muted }))
        if (!v.src.endsWith(detail.playbackUrl) || !v.loop || !v.muted)
          throw new Error(`the video is ${JSON.stringify(v)}, the room plays ${detail.playbackUrl}`)
        const file = await fetch(`${server.base}${detail.playbackUrl}`, { headers: { range: 'bytes=0-3' } })
        if (file.status !== 206) throw new Error(`the stream answers ${file.status} to a range request`)
        await shown(page, 'lv-mute').click()
        // the tap re-renders the room, and the video's muted flag follows on the next frame
        if (!(await until(async () => !(await video.evaluate((el) => el.muted)), 5_000))) throw new Error('the sound did not come on')
        // entering counted this viewer
        if (!(await until(async () => data(await api(page, 'GET', `customer/api/live/rooms/${demo.id}`), 'room').viewers >= 1, 15_000)))
          throw new Error('entering the room did not count the viewer')
        if (detail.pins.length !== 2) throw new Error(`the demo room pins ${detail.pins.length} products`)
        await shot(page, 'live-room')

        const before = await balanceOf(page)
        const seen = []
        for (const pin of detail.pins) {
          const shownPrice = (await shown(page, `lv-pin-price-${pin.productId}`).innerText()).trim()
          if (!shownPrice.endsWith(`${Math.floor(pin.price / 100)}.${String(pin.price % 100).padStart(2, '0')}`))
            throw new Error(`the strip shows ${shownPrice}, the server says ${pin.price}`)
          seen.push(await buyInSheet(page, pin.productId))
          if ((await hashOf(page)) !== roomHash) throw new Error(`buying left the room: ${await hashOf(page)}`)
        }
        const spent = before - (await balanceOf(page))
        const orders = data(await api(page, 'GET', 'order/api/list?tab=all&pageSize=20'), 'orders').rows
        const bought = detail.pins.map((p) => orders.find((o) => o.lines.some((l) => l.productId === p.productId) && o.state === 'to_ship'))
        if (bought.some((o) => !o))
          throw new Error(`the paid orders of the pinned products are not listed: ${JSON.stringify(orders.map((o) => [o.id, o.state]))}`)
        const total = bought.reduce((s, o) => s + o.payAmount, 0)
        if (spent !== total) throw new Error(`the balance moved by ${spent}, the orders are ${total}`)
        for (const [i, o] of bought.entries())
          if (!seen[i].amountText.endsWith(`${Math.floor(o.payAmount / 100)}.${String(o.payAmount % 100).padStart(2, '0')}`))
            throw new Error(`the sheet asked "${seen[i].amountText}", the order is ${o.payAmount}`)

        // the order list shows both
        await page.goto(`${server.base}/#/pages/order/index`)
        for (const o of bought) await shown(page, `order-${o.id}`).waitFor({ timeout: 20_000 })
        await shot(page, 'live-orders')
        await page.context().close()
      },
    ],
    [
      'live: the merchant creates a room from the workbench with an uploaded cover and video, pins two products and starts it; the shopper sees it live',
      async () => {
        const mch = await loggedIn(MERCHANT)
        await mch.goto(`${server.base}/#/pages/merchant/index`)
        await shown(mch, 'tile-live').click({ timeout: 30_000 })
        if (!(await at(mch, 'pages/merchant/live'))) throw new Error(`the tile did not open the live rooms: ${await hashOf(mch)}`)
        await shown(mch, 'lv-new').click({ timeout: 20_000 })
        // nothing filled: the form names what is missing
        await shown(mch, 'lv-create').click()
        await shown(mch, 'lv-error-title').waitFor({ timeout: 10_000 })
        await textBox(mch, 'lv-title').fill('E2E evening live')
        const [cover] = await Promise.all([mch.waitForEvent('filechooser', { timeout: 10_000 }), shown(mch, 'lv-cover').click()])
        await cover.setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
        const mp4 = await recordMp4(mch)
        const [clip] = await Promise.all([mch.waitForEvent('filechooser', { timeout: 10_000 }), shown(mch, 'lv-video-pick').click()])
        await clip.setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 })
        if (!(await until(async () => (await shown(mch, 'lv-video-state').innerText()).trim() === 'Video uploaded', 20_000)))
          throw new Error('the video was not uploaded')
        await shot(mch, 'live-merchant-form')
        await shown(mch, 'lv-create').click()
        await shown(mch, 'lv-form').waitFor({ state: 'detached', timeout: 20_000 })
        const mine = data(await api(mch, 'GET', 'merchant/api/live/rooms?pageSize=50'), 'my rooms').rows
        const room = mine.find((r) => r.title === 'E2E evening live')
        if (!room || room.status !== 'scheduled') throw new Error(`the new room is not listed as scheduled: ${JSON.stringify(mine)}`)
        await shown(mch, `lv-mroom-${room.id}`).waitFor({ timeout: 20_000 })

        // pin two of the shop's products, then go live
        await shown(mch, `lv-pins-${room.id}`).click()
        const toggles = mch.locator(`[data-testid="lv-mpins-${room.id}"] [data-testid^="lv-pin-toggle-"]:visible`)
        await toggles.first().waitFor({ timeout: 20_000 })
        const ids = []
        for (let i = 0; i < 2; i++) {
          const t = toggles.nth(i)
          ids.push(Number((await t.getAttribute('data-testid')).replace('lv-pin-toggle-', '')))
          await t.click()
          if (!(await until(async () => (await t.innerText()).trim() === 'Unpin', 15_000))) throw new Error('the product was not pinned')
        }
        await shown(mch, `lv-start-${room.id}`).click()
        if (!(await until(async () => (await shown(mch, `lv-mstatus-${room.id}`).innerText()).trim() === 'LIVE', 20_000)))
          throw new Error('the room did not go live')
        await shot(mch, 'live-merchant-rooms')
        const d = data(await api(mch, 'GET', `customer/api/live/rooms/${room.id}`), 'room')
        if (JSON.stringify(d.pins.map((p) => p.productId)) !== JSON.stringify(ids)) throw new Error(`pins ${JSON.stringify(d.pins)} are not ${ids}`)
        await mch.context().close()

        const page = await loggedIn()
        await page.goto(`${server.base}/#/pages/liveBroadcast/index?id=${room.id}`)
        if ((await shown(page, 'lv-status').innerText({ timeout: 30_000 })).trim() !== 'LIVE') throw new Error('the shopper does not see the room live')
        for (const id of ids) await shown(page, `lv-pin-${id}`).waitFor({ timeout: 20_000 })
        await page.context().close()
      },
    ],
  ]
}
