// The forum in the browser (issue 25 item 8, types/forum.ts, ADR 0122-0124): the demo shopper opens the forum from
// the user centre, reads the demo posts, writes a post with a picture (uploaded) whose text carries markup that
// must stay text (no script runs, no element is made from it); the demo merchant, in another browser context,
// likes it (the count shown is the server's) and comments, then reports it; staff see the report in the desk's
// review queue with the text, the picture and the reason, approve it, and the post leaves the list and its page
// says "removed". A guest reads a post without logging in. Screenshots of the list, a post and the form at 320,
// 375 and 414 px in English and Chinese (test/e2e/artifacts/forum-*.png).
import path from 'node:path'
import { data, root, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // seed/tenants.ts
const STAFF = { phone: '13700000099', password: 'staff1234' }
const PICTURE = path.join(root, 'src/assets/empty/empty.png')

export default async (h) => {
  const { server, at, hashOf, shot, newPage, loggedIn, pageApi: api } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const text = async (page, id) => (await shown(page, id).innerText({ timeout: 20_000 })).trim()
  const go = (page, name, q = '') => page.goto(`${server.base}/#/pages/${name}${q}`)
  const info = async (id) => (await (await fetch(`${server.base}/api/customer/forum/info/${id}`, { headers: { lang: 'en' } })).json()).data
  /** `forum-<name>-<lang>-<width>.png` at 320, 375 and 414 px in English and Chinese, nothing past the right edge (harness `sweep`) */
  const shots = (page, name, ready) => h.sweep(page, `forum-${name}`, ready)

  const marker = `Tea tasting ${Date.now()}`
  // markup a post may carry: shown as these characters, never run or made into elements
  const EVIL = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`
  let postId

  return [
    [
      'forum: a guest reads the demo posts and a post with its comments; the user centre entry opens the list',
      async () => {
        const page = await newPage()
        const list = await (await fetch(`${server.base}/api/customer/forum/list?pageNum=1&pageSize=10`)).json()
        if (list.total < 4) throw new Error(`the demo forum has ${list.total} posts`)
        const withComments = list.rows.find((r) => r.comments > 0 && r.pictures.length > 0)
        await go(page, 'user/discuss/info', `?id=${withComments.id}`)
        await shown(page, 'forum-post-text').waitFor({ timeout: 30_000 })
        if ((await hashOf(page)).includes('appLogin')) throw new Error('a guest was sent to log in')
        await shown(page, `forum-comment-${(await (await fetch(`${server.base}/api/customer/comments/list/${withComments.id}`)).json()).rows[0].id}`).waitFor({
          timeout: 20_000,
        })
        if (Number(await text(page, 'forum-likes')) !== withComments.likes)
          throw new Error(`the page shows ${await text(page, 'forum-likes')} likes, the server ${withComments.likes}`)
        await shots(page, 'post', 'forum-post-text')
        await page.context().close()
      },
    ],
    [
      'forum: the shopper posts with a picture from the user centre; markup stays text, no script runs',
      async () => {
        const page = await loggedIn()
        await go(page, 'tabbar/user')
        await shown(page, 'shortcut-user/discuss/index').click({ timeout: 30_000 })
        if (!(await at(page, 'user/discuss/index'))) throw new Error(`the entry opened ${await hashOf(page)}`)
        await page.locator('[data-testid^="forum-post-"]:visible').first().waitFor({ timeout: 20_000 })
        await shots(page, 'list', 'forum-list')
        await shown(page, 'forum-new').click()
        if (!(await at(page, 'user/discuss/add'))) throw new Error(`the button opened ${await hashOf(page)}`)
        const classes = data(await api(page, 'GET', 'customer/forum/class/getList'), 'classes')
        await shots(page, 'add', `forum-class-${classes[1].id}`)
        await shown(page, `forum-class-${classes[1].id}`).click({ timeout: 20_000 })
        const content = `${marker}\n${EVIL}`
        await page.locator('[data-testid="forum-text"] textarea, textarea[data-testid="forum-text"]').first().fill(content)
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 15_000 }), shown(page, 'forum-add-pic-button').click()])
        await chooser.setFiles(PICTURE)
        await shown(page, 'forum-add-pic').waitFor({ timeout: 20_000 })
        await shot(page, 'forum-add-filled')
        await shown(page, 'forum-submit').click()
        if (!(await at(page, 'user/discuss/info?id='))) throw new Error(`after posting the page is ${await hashOf(page)}`)
        postId = Number(/id=(\d+)/.exec(await hashOf(page))[1])
        const p = await info(postId)
        if (p.content !== content || p.pictures.length !== 1 || p.classId !== classes[1].id) throw new Error(`the server has ${JSON.stringify(p)}`)
        const shownText = await text(page, 'forum-post-text')
        if (!shownText.includes(EVIL)) throw new Error(`the page shows "${shownText}"`)
        const evil = await page.evaluate(() => ({
          pwned: window.__pwned,
          img: document.querySelectorAll('img[src="x"]').length,
          scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent.includes('__pwned')).length,
        }))
        if (evil.pwned || evil.img || evil.scripts) throw new Error(`markup became elements or ran: ${JSON.stringify(evil)}`)
        await shown(page, 'forum-post-pic-0').waitFor({ timeout: 20_000 })
        await shot(page, 'forum-posted')
        await page.context().close()
      },
    ],
    [
      'forum: another user likes it (the count is the server one), comments, likes the comment; a report reaches the desk and staff hide the post',
      async () => {
        if (!postId) throw new Error('no post from the last case')
        const page = await loggedIn(MERCHANT)
        await go(page, 'user/discuss/info', `?id=${postId}`)
        await shown(page, 'forum-like').waitFor({ timeout: 30_000 })
        if (Number(await text(page, 'forum-likes')) !== 0) throw new Error('a new post shows likes')
        // someone else likes it meanwhile: the tap answers the server's count, 2
        const other = await loggedIn()
        data(await api(other, 'POST', `customer/forum/likeIt/${postId}`), 'like as the author')
        await shown(page, 'forum-like').click()
        if (!(await until(async () => Number(await text(page, 'forum-likes')) === 2, 10_000)))
          throw new Error(`the count shows ${await text(page, 'forum-likes')}`)
        if ((await info(postId)).likes !== 2) throw new Error('the server does not count 2')
        // a double tap that slipped through: one like
        data(await api(page, 'POST', `customer/forum/likeIt/${postId}`), 'like again')
        if ((await info(postId)).likes !== 2) throw new Error('a second like counted')

        const words = `Looks good ${Date.now()}`
        await page.locator('[data-testid="forum-comment-input"] input, input[data-testid="forum-comment-input"]').first().fill(words)
        await shown(page, 'forum-comment-send').click()
        const comment = page.locator('[data-testid^="forum-comment-text-"]:visible', { hasText: words }).first()
        await comment.waitFor({ timeout: 20_000 })
        const commentId = (await comment.getAttribute('data-testid')).slice('forum-comment-text-'.length)
        if (!(await until(async () => /^1\b/.test(await text(page, 'forum-comments-count')), 10_000)))
          throw new Error(`the comment count shows ${await text(page, 'forum-comments-count')}`)
        // the author likes the comment; the merchant's tap shows 2
        const rows = data(await api(other, 'GET', `customer/comments/list/${postId}`), 'comments')
        data(await api(other, 'POST', `customer/comments/likeIt/${rows.rows[0].id}`), 'comment like')
        await shown(page, `forum-comment-like-${commentId}`).click()
        if (!(await until(async () => (await text(page, `forum-comment-likes-${commentId}`)) === '2', 10_000)))
          throw new Error(`the comment shows ${await text(page, `forum-comment-likes-${commentId}`)} likes`)
        await shot(page, 'forum-liked')

        // report it: a reason from the sheet
        await shown(page, 'forum-report').click()
        await page.locator('.taro-actionsheet__cell:visible', { hasText: 'Spam or advertising' }).first().click({ timeout: 10_000 })
        if (!(await until(async () => (await page.locator('.taro__toast, .taro-toast', { hasText: /Reported/ }).count()) > 0, 10_000)))
          console.log('  (the toast went before it was seen)')
        const again = await api(page, 'POST', 'customer/forum/report', { target: 'post', id: postId, reason: 'again' })
        if (again.ok || again.code !== 2137) throw new Error(`a second report answered ${JSON.stringify(again)}`)

        // the desk: the report with the text, the picture and the reason; approve hides the post
        const staff = await loggedIn(STAFF)
        await go(staff, 'platform/reviews', '?kind=forumReport')
        const queue = data(await api(staff, 'GET', 'platform/api/approval/list?kind=forumReport&pageNum=1&pageSize=50'), 'queue')
        const item = queue.rows.find((r) => r.summary.postId === postId)
        if (!item || item.summary.reportReason !== 'Spam or advertising') throw new Error(`the queue has ${JSON.stringify(queue.rows)}`)
        await shown(staff, `review-open-${item.id}`).click({ timeout: 20_000 })
        if (!(await text(staff, `review-${item.id}-text`)).includes(marker)) throw new Error('the desk does not show the text')
        await shown(staff, `review-${item.id}-picture-0`).waitFor({ timeout: 20_000 })
        if (!(await text(staff, `review-${item.id}-reportReason`)).includes('Spam')) throw new Error('the desk does not show the reason')
        const deskEvil = await staff.evaluate(() => ({ pwned: window.__pwned, img: document.querySelectorAll('img[src="x"]').length }))
        if (deskEvil.pwned || deskEvil.img) throw new Error(`the desk made elements of the post: ${JSON.stringify(deskEvil)}`)
        await shot(staff, 'forum-desk')
        await shown(staff, `review-approve-${item.id}`).click()
        await staff.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })
        if (!(await until(async () => (await staff.locator(`[data-testid="review-${item.id}"]:visible`).count()) === 0, 20_000)))
          throw new Error('the approved report is still pending')
        if ((await info(postId)).status !== 'hidden') throw new Error(`the post is ${(await info(postId)).status}`)

        // gone from the list; its page says removed
        await go(page, 'user/discuss/index')
        await page.locator('[data-testid^="forum-post-"]:visible').first().waitFor({ timeout: 20_000 })
        if (await page.locator(`[data-testid="forum-post-${postId}"]:visible`).count()) throw new Error('the hidden post is still listed')
        await go(page, 'user/discuss/info', `?id=${postId}`)
        await page.reload()
        await shown(page, 'forum-post-removed').waitFor({ timeout: 20_000 })
        await shot(page, 'forum-removed')
        // the author was told
        const notes = data(await api(other, 'GET', 'customer/api/message/list/system?pageNum=1&pageSize=20'), 'notices')
        if (!notes.rows.some((n) => n.link === `/pages/user/discuss/info?id=${postId}`)) throw new Error('the author was not told')
        for (const p of [page, other, staff]) await p.context().close()
      },
    ],
  ]
}
