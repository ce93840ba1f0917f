// Chat in the browser (issue 24 item 2, types/chat.ts, ADR 0106): the demo shopper contacts a shop from one of
// its products (the product's card opens the conversation); the shop's owner, in another browser context on the
// workbench, sees the chat tile's unread count come without reloading, answers from the inbox, and the shopper
// sees the answer live; a picture sent by the shopper shows on the merchant's side; the merchant reading it takes
// the count away. Screenshots of the conversation and the inbox at 320, 375 and 414 px in English and Chinese
// (test/e2e/artifacts/chat-*.png).
import path from 'node:path'
import { data, root, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts
const PICTURE = path.join(root, 'src/assets/empty/empty.png')

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, pageApi: api, call } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const text = async (page, id) => (await shown(page, id).innerText({ timeout: 20_000 })).trim()
  const go = (page, name, q = '') => page.goto(`${server.base}/#/pages/${name}${q}`)
  const input = (page) => page.locator('[data-testid="chat-input"]:visible input, input[data-testid="chat-input"]:visible').first()
  /** connected: the state line (connecting / reconnecting) is gone */
  const connected = (page) => until(async () => (await page.locator('[data-testid="chat-state"]:visible').count()) === 0, 30_000)
  async function say(page, words) {
    await input(page).fill(words)
    await shown(page, 'chat-send').click()
    const mine = page.locator('[data-testid="chat-mine"]:visible', { hasText: words })
    await mine.first().waitFor({ timeout: 20_000 })
    // acknowledged by the server: no longer "sending"
    if (!(await until(async () => !/Sending|发送中/.test(await mine.first().innerText()), 20_000))) throw new Error(`"${words}" was never acknowledged`)
  }
  /** `chat-<name>-<lang>-<width>.png` at 320, 375 and 414 px in English and Chinese, nothing past the right edge (harness `sweep`) */
  const shots = (page, name, ready) => h.sweep(page, `chat-${name}`, ready)
  const tileCount = async (page) => (await text(page, 'tile-chat-unread')).replace('›', '0')

  return [
    [
      'chat: a shopper contacts a shop from a product, the merchant answers from the workbench live, the unread count comes and goes, a picture goes across',
      async () => {
        const merchant = await loggedIn(MERCHANT)
        const me = data(await api(merchant, 'GET', 'mytio/user/curr'), 'chat user')
        const shopId = me.shopIds[0]
        if (!shopId) throw new Error(`the demo merchant answers for no shop: ${JSON.stringify(me)}`)
        const product = (await call('GET', `/customer/api/product/search?shopId=${shopId}&pageNum=1&pageSize=1`)).rows[0]
        if (!product) throw new Error(`shop ${shopId} has no product`)

        // the merchant waits on the workbench (the demo data may hold unread chats already: counted from here)
        await go(merchant, 'merchant/index')
        await shown(merchant, 'tile-chat').waitFor({ timeout: 30_000 })
        const before = Number(await tileCount(merchant))

        // the shopper: product -> contact -> the conversation with the product's card
        const shopper = await loggedIn()
        await go(shopper, 'classify/goods/info/index', `?id=${product.id}`)
        await shown(shopper, 'contact-shop').click()
        if (!(await at(shopper, 'public/msg/chat'))) throw new Error(`contact did not open the chat: ${await hashOf(shopper)}`)
        const hash = await hashOf(shopper)
        if (!hash.includes(`shopId=${shopId}`) || !hash.includes(`ref=product:${product.id}`)) throw new Error(`the chat opened as ${hash}`)
        await shown(shopper, 'chat-product').waitFor({ timeout: 30_000 })
        if (!(await connected(shopper))) throw new Error('the shopper never connected')
        const words = `Is it in stock? ${Date.now()}`
        await say(shopper, words)

        // the workbench's count comes without a reload
        if (!(await until(async () => Number(await tileCount(merchant)) > before, 30_000)))
          throw new Error(`the workbench's chat count stayed ${await tileCount(merchant)} (was ${before})`)
        await shot(merchant, 'chat-workbench-unread')

        // the merchant: the inbox, the conversation, an answer
        await shown(merchant, 'tile-chat').click()
        if (!(await at(merchant, 'merchant/chat'))) throw new Error(`the tile did not open the inbox: ${await hashOf(merchant)}`)
        const row = merchant.locator('[data-testid^="ci-row-"]:visible', { hasText: words }).first()
        await row.waitFor({ timeout: 20_000 })
        const rowId = (await row.getAttribute('data-testid')).slice('ci-row-'.length)
        if (!(await shown(merchant, `ci-unread-${rowId}`).count())) throw new Error('the inbox row shows no unread count')
        await row.click()
        if (!(await at(merchant, `conversationId=${rowId}`))) throw new Error(`the row did not open its conversation: ${await hashOf(merchant)}`)
        await merchant.locator('[data-testid="chat-theirs"]:visible', { hasText: words }).first().waitFor({ timeout: 20_000 })
        await shown(merchant, 'chat-product').waitFor({ timeout: 20_000 })
        if (!(await connected(merchant))) throw new Error('the merchant never connected')
        const answer = `Yes, 12 left ${Date.now()}`
        await say(merchant, answer)

        // the shopper sees it live, no reload
        await shopper.locator('[data-testid="chat-theirs"]:visible', { hasText: answer }).first().waitFor({ timeout: 20_000 })
        await shot(shopper, 'chat-live-answer')

        // a picture from the shopper shows on the merchant's side
        const [chooser] = await Promise.all([shopper.waitForEvent('filechooser', { timeout: 20_000 }), shown(shopper, 'chat-picture-button').click()])
        await chooser.setFiles(PICTURE)
        await shopper.locator('[data-testid="chat-picture"]:visible').first().waitFor({ timeout: 30_000 })
        const picture = merchant.locator('[data-testid="chat-picture"]:visible img').first()
        await picture.waitFor({ timeout: 30_000 })
        if (!(await until(() => picture.evaluate((i) => i.complete && i.naturalWidth > 0), 20_000)))
          throw new Error('the picture did not load on the merchant side')
        await shot(merchant, 'chat-picture-received')

        // read on the merchant's screen: the count goes
        await go(merchant, 'merchant/index')
        await shown(merchant, 'tile-chat').waitFor({ timeout: 30_000 })
        if (!(await until(async () => Number(await tileCount(merchant)) <= before, 30_000)))
          throw new Error(`the workbench's chat count stayed ${await tileCount(merchant)} after reading (was ${before})`)

        // screenshots: the shopper's conversation and the merchant's inbox
        await shots(shopper, 'conversation', 'chat-send')
        await go(merchant, 'merchant/chat')
        await shots(merchant, 'inbox', `ci-row-${rowId}`)
        await shopper.context().close()
        await merchant.context().close()
      },
    ],
  ]
}
