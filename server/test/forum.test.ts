// The forum on a real PostgreSQL: the spec's nine paths and ADR 0122's four more, every refusal, plain text,
// likes equal to their rows under parallel taps, and reports decided in the desk's review queue.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ApprovalApi } from '../../types/approval.js'
import { Codes } from '../../types/constants.js'
import { ForumApi, ForumCodes as C, FORUM_COMMENT_MAX, FORUM_POST_MAX, type ForumPost } from '../../types/forum.js'
import { MessageApi } from '../../types/message.js'
import { plainText } from '../src/modules/forum/forum.service.js'
import { forumRepo } from '../src/modules/forum/forum.repository.js'
import { seedTenant } from '../src/seed/index.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'
import { picture, uploadPicture } from './support/upload.js'

const url = (u: string, id: number) => u.replace(':id', String(id))

describe('forum: posts, comments, likes, reports (customer/forum, customer/comments)', () => {
  let t: TestApp
  let author: AsUser
  let reader: AsUser
  let staff: AsUser
  let classId: number
  let otherClass: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    const c = t.ctx()
    classId = Number((await forumRepo.insertClass(c.db, t.tenantId, { zh_CN: '美食', en: 'Food' }, 0)).id)
    otherClass = Number((await forumRepo.insertClass(c.db, t.tenantId, { zh_CN: '问答', en: 'Questions' }, 1)).id)
    author = await asUser(t)
    reader = await asUser(t)
    staff = await asUser(t, { roles: 'staff' })
  })
  after(() => t.close())

  const post = async (u: AsUser, body: Record<string, unknown>) => u.api({ method: 'POST', url: ForumApi.add.url, payload: { classId, ...body } })
  const newPost = async (u = author, content = 'hello forum', pictures: string[] = []) => expectOk(await post(u, { content, pictures })) as ForumPost
  const info = async (id: number, u?: AsUser) => (u ?? t).api({ method: 'GET', url: url(ForumApi.info.url, id) })
  const pics = (u: AsUser, n: number, scope: 'public' | 'private' = 'public') =>
    Promise.all(Array.from({ length: n }, (_, i) => uploadPicture(u, scope, picture([(i * 23) % 255, (i * 71) % 255, 90 + i]))))
  const decide = async (approvalId: number, approve: boolean) =>
    expectOk(
      await staff.api({
        method: 'POST',
        url: url(ApprovalApi.decide.url, approvalId),
        payload: approve ? { approve } : { approve, reason: 'not against the rules' },
      }),
    )
  const report = (u: AsUser, target: 'post' | 'comment', id: number, reason = 'spam') =>
    u.api({ method: 'POST', url: ForumApi.report.url, payload: { target, id, reason } })

  it('classes, list, info and comments are read without login; the classes in the reader language', async () => {
    const classes = expectOk(await t.api({ method: 'GET', url: ForumApi.classes.url, headers: { lang: 'en' } }))
    assert.deepEqual(classes, [
      { id: classId, name: 'Food' },
      { id: otherClass, name: 'Questions' },
    ])
    assert.equal(expectOk(await t.api({ method: 'GET', url: ForumApi.classes.url, headers: { lang: 'zh_CN' } }))[0].name, '美食')
    const p = await newPost()
    const got = expectOk(await info(p.id)) as ForumPost
    assert.equal(got.content, 'hello forum')
    assert.equal(got.className, '美食')
    assert.equal(got.liked, false)
    assert.equal(got.mine, false)
    assert.equal(expectOk(await info(p.id, author)).mine, true)
    assert.ok((expectOk(await t.api({ method: 'GET', url: ForumApi.list.url })) as { rows: ForumPost[] }).rows.some((r) => r.id === p.id))
    expectOk(await t.api({ method: 'GET', url: url(ForumApi.comments.url, p.id) }))
    expectFail(await info(999_999), 404, C.NOT_FOUND, 'id')
  })

  it('writing needs login: post, like, unlike, comment, comment likes, report, delete, my posts', async () => {
    const p = await newPost()
    for (const [method, u, payload] of [
      ['POST', ForumApi.add.url, { classId, content: 'x' }],
      ['POST', url(ForumApi.like.url, p.id), undefined],
      ['DELETE', url(ForumApi.unlike.url, p.id), undefined],
      ['POST', ForumApi.comment.url, { postId: p.id, content: 'x' }],
      ['POST', url(ForumApi.commentLike.url, 1), undefined],
      ['DELETE', url(ForumApi.commentUnlike.url, 1), undefined],
      ['POST', ForumApi.report.url, { target: 'post', id: p.id, reason: 'x' }],
      ['DELETE', url(ForumApi.remove.url, p.id), undefined],
      ['GET', ForumApi.mine.url, undefined],
    ] as const)
      expectFail(await t.api({ method, url: u, payload }), 401, Codes.UNAUTHORIZED)
  })

  it('a post with nine of the user public pictures; every refusal names its field and writes nothing', async () => {
    const nine = await pics(author, 10)
    const p = await newPost(author, 'nine pictures', nine.slice(0, 9))
    assert.equal(p.pictures.length, 9)
    assert.ok(p.pictures.every((u) => u.startsWith('/api/files/')))
    const before = (expectOk(await author.api({ method: 'GET', url: ForumApi.mine.url })) as { total: number }).total
    expectFail(await post(author, { content: 'ten', pictures: nine }), 400, C.PICTURES_MAX, 'pictures')
    expectFail(await post(author, { content: 'twice', pictures: [nine[0], nine[0]] }), 400, C.PICTURE, 'pictures')
    expectFail(await post(reader, { content: 'not mine', pictures: [nine[0]] }), 400, C.PICTURE, 'pictures')
    const [secret] = await pics(author, 1, 'private')
    expectFail(await post(author, { content: 'private', pictures: [secret] }), 400, C.PICTURE, 'pictures')
    expectFail(await post(author, { content: '' }), 400, C.TEXT_EMPTY, 'content')
    expectFail(await post(author, { content: ' \n\t\u200b\u0007 ' }), 400, C.TEXT_EMPTY, 'content')
    expectFail(await post(author, { content: 'x'.repeat(FORUM_POST_MAX + 1) }), 400, C.TEXT_LONG, 'content')
    expectFail(await post(author, { content: 'x'.repeat(FORUM_POST_MAX * 4 + 1) }), 400, Codes.BAD_REQUEST, 'content')
    expectFail(await post(author, { content: 'bad class', classId: 999_999 }), 400, C.CLASS, 'classId')
    expectFail(await author.api({ method: 'POST', url: ForumApi.add.url, payload: { classId, content: 'x', extra: 1 } }), 400, Codes.BAD_REQUEST)
    assert.equal((expectOk(await author.api({ method: 'GET', url: ForumApi.mine.url })) as { total: number }).total, before)
    // the longest text goes in, counted in characters (an emoji is one)
    expectOk(await post(author, { content: '😀'.repeat(FORUM_POST_MAX) }))
  })

  it('text is plain text: markup is kept as the characters typed, invisible and control characters go', async () => {
    assert.equal(plainText('  a\r\nb\u202e\u200b\u0000c\n\n\n\nd\t!  '), 'a\nbc\n\nd !')
    const evil = '<script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"'
    const p = await newPost(author, evil)
    assert.equal(p.content, evil)
    assert.equal((expectOk(await info(p.id)) as ForumPost).content, evil)
  })

  it('like and unlike: once per user, idempotent, the count is the server one', async () => {
    const p = await newPost()
    const like = (u: AsUser) => u.api({ method: 'POST', url: url(ForumApi.like.url, p.id) })
    const unlike = (u: AsUser) => u.api({ method: 'DELETE', url: url(ForumApi.unlike.url, p.id) })
    assert.deepEqual(expectOk(await unlike(reader)), { id: p.id, liked: false, likes: 0 })
    assert.deepEqual(expectOk(await like(reader)), { id: p.id, liked: true, likes: 1 })
    assert.deepEqual(expectOk(await like(reader)), { id: p.id, liked: true, likes: 1 })
    assert.equal((expectOk(await info(p.id, reader)) as ForumPost).liked, true)
    assert.deepEqual(expectOk(await unlike(reader)), { id: p.id, liked: false, likes: 0 })
    assert.deepEqual(expectOk(await unlike(reader)), { id: p.id, liked: false, likes: 0 })
    expectFail(await like(await asUser(t, { tenantId: t.otherTenantId })), 404, C.NOT_FOUND)
  })

  it('parallel taps: the post and comment counts equal their like rows', async () => {
    const p = await newPost()
    const m = expectOk(await reader.api({ method: 'POST', url: ForumApi.comment.url, payload: { postId: p.id, content: 'first' } }))
    const users = await Promise.all(Array.from({ length: 12 }, () => asUser(t)))
    const tap = (u: AsUser, i: number) =>
      u.api({
        method: i % 3 === 2 ? 'DELETE' : 'POST',
        url: url(i % 3 === 2 ? ForumApi.unlike.url : ForumApi.like.url, p.id),
      })
    const tapC = (u: AsUser, i: number) =>
      u.api({
        method: i % 3 === 2 ? 'DELETE' : 'POST',
        url: url(i % 3 === 2 ? ForumApi.commentUnlike.url : ForumApi.commentLike.url, m.id),
      })
    // each user taps like, like, unlike... in parallel with everyone, six times
    const rs = await Promise.all(users.flatMap((u) => Array.from({ length: 6 }, (_, i) => [tap(u, i), tapC(u, i)]).flat()))
    rs.forEach((r) => assert.equal(r.status, 200, JSON.stringify(r.body)))
    const rows = await t.db
      .selectFrom('forum_post_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', p.id)
      .executeTakeFirstOrThrow()
    const cRows = await t.db
      .selectFrom('forum_comment_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('comment_id', '=', m.id)
      .executeTakeFirstOrThrow()
    const got = expectOk(await info(p.id)) as ForumPost
    assert.equal(got.likes, Number(rows.n))
    const cs = expectOk(await t.api({ method: 'GET', url: url(ForumApi.comments.url, p.id) })) as { rows: Array<{ id: number; likes: number }> }
    assert.equal(cs.rows[0].likes, Number(cRows.n))
    // and all twelve liking at once: twelve
    await Promise.all(users.map((u) => tap(u, 0)))
    assert.equal((expectOk(await info(p.id)) as ForumPost).likes, 12)
  })

  it('comments: paged oldest first, with their likes and mine; the post counts them; refusals', async () => {
    const p = await newPost()
    const add = (u: AsUser, content: string, postId = p.id) => u.api({ method: 'POST', url: ForumApi.comment.url, payload: { postId, content } })
    for (let i = 1; i <= 12; i++) expectOk(await add(i % 2 ? reader : author, `comment ${i}`))
    const p1 = expectOk(await reader.api({ method: 'GET', url: url(ForumApi.comments.url, p.id) })) as { rows: any[]; total: number }
    assert.equal(p1.total, 12)
    assert.equal(p1.rows.length, 10)
    assert.equal(p1.rows[0].content, 'comment 1')
    assert.equal(p1.rows[0].mine, true)
    assert.equal(p1.rows[1].mine, false)
    const p2 = expectOk(await t.api({ method: 'GET', url: `${url(ForumApi.comments.url, p.id)}?pageNum=2` })) as { rows: any[] }
    assert.deepEqual(
      p2.rows.map((r) => r.content),
      ['comment 11', 'comment 12'],
    )
    assert.equal((expectOk(await info(p.id)) as ForumPost).comments, 12)
    expectOk(await reader.api({ method: 'POST', url: url(ForumApi.commentLike.url, p1.rows[1].id) }))
    const again = expectOk(await reader.api({ method: 'GET', url: url(ForumApi.comments.url, p.id) })) as { rows: any[] }
    assert.equal(again.rows[1].liked, true)
    assert.equal(again.rows[1].likes, 1)
    expectFail(await add(reader, '   '), 400, C.TEXT_EMPTY, 'content')
    expectFail(await add(reader, 'y'.repeat(FORUM_COMMENT_MAX + 1)), 400, C.TEXT_LONG, 'content')
    expectFail(await add(reader, 'nowhere', 999_999), 404, C.NOT_FOUND)
    expectFail(await reader.api({ method: 'POST', url: url(ForumApi.commentLike.url, 999_999) }), 404, C.COMMENT_NOT_FOUND)
    expectFail(await t.api({ method: 'GET', url: url(ForumApi.comments.url, 999_999) }), 404, C.NOT_FOUND)
  })

  it('list by class, newest first, paged; my posts; deleting my own post (not another one)', async () => {
    const a = await newPost(author, 'in questions')
    await t.db.updateTable('forum_posts').set({ class_id: otherClass }).where('id', '=', a.id).execute()
    const b = await newPost(author, 'newest')
    const all = expectOk(await t.api({ method: 'GET', url: ForumApi.list.url })) as { rows: ForumPost[]; total: number }
    assert.equal(all.rows[0].id, b.id)
    assert.ok(all.rows.every((r, i) => i === 0 || r.id < all.rows[i - 1].id))
    const q = expectOk(await t.api({ method: 'GET', url: `${ForumApi.list.url}?classId=${otherClass}` })) as { rows: ForumPost[] }
    assert.deepEqual(
      q.rows.map((r) => r.id),
      [a.id],
    )
    const paged = expectOk(await t.api({ method: 'GET', url: `${ForumApi.list.url}?pageSize=2&pageNum=2` })) as { rows: ForumPost[]; total: number }
    assert.equal(paged.total, all.total)
    assert.equal(paged.rows.length, 2)
    assert.ok(((expectOk(await author.api({ method: 'GET', url: ForumApi.mine.url })) as { rows: ForumPost[] }).rows ?? []).every((r) => r.mine))
    expectFail(await reader.api({ method: 'DELETE', url: url(ForumApi.remove.url, b.id) }), 404, C.NOT_FOUND)
    expectOk(await author.api({ method: 'DELETE', url: url(ForumApi.remove.url, b.id) }))
    const gone = expectOk(await info(b.id)) as ForumPost
    assert.deepEqual([gone.status, gone.content, gone.pictures], ['deleted', '', []])
    assert.ok(!(expectOk(await t.api({ method: 'GET', url: ForumApi.list.url })) as { rows: ForumPost[] }).rows.some((r) => r.id === b.id))
    expectFail(await author.api({ method: 'DELETE', url: url(ForumApi.remove.url, b.id) }), 404, C.NOT_FOUND)
    expectFail(await reader.api({ method: 'POST', url: url(ForumApi.like.url, b.id) }), 404, C.NOT_FOUND)
  })

  it('a report reaches the desk with the text, pictures and reason; once per user; approving hides the post and tells its author', async () => {
    const [pic] = await pics(author, 1)
    const p = await newPost(author, 'buy followers cheap', [pic])
    expectFail(await report(author, 'post', p.id), 400, C.OWN, 'id')
    expectFail(await report(reader, 'post', p.id, '  '), 400, C.REASON, 'reason')
    expectFail(await report(reader, 'post', 999_999), 404, C.NOT_FOUND)
    // parallel double taps: one report
    const rs = await Promise.all([report(reader, 'post', p.id), report(reader, 'post', p.id), report(reader, 'post', p.id)])
    const ok = rs.filter((r) => r.status === 200)
    assert.equal(ok.length, 1)
    rs.filter((r) => r.status !== 200).forEach((r) => expectFail(r, 409, C.REPORTED))
    const { approvalId } = expectOk(ok[0])
    const second = expectOk(await report(staff, 'post', p.id, 'also spam'))
    const item = expectOk(await staff.api({ method: 'GET', url: url(ApprovalApi.detail.url, approvalId) }))
    assert.equal(item.kind, 'forumReport')
    assert.equal(item.userId, reader.id)
    assert.equal(item.summary.text, 'buy followers cheap')
    assert.deepEqual(item.summary.pictures, p.pictures)
    assert.equal(item.summary.reportReason, 'spam')
    assert.equal(item.summary.target, 'post')
    await decide(approvalId, true)
    const hidden = expectOk(await info(p.id)) as ForumPost
    assert.deepEqual([hidden.status, hidden.content, hidden.pictures], ['hidden', '', []])
    assert.ok(!(expectOk(await t.api({ method: 'GET', url: ForumApi.list.url })) as { rows: ForumPost[] }).rows.some((r) => r.id === p.id))
    expectFail(await reader.api({ method: 'POST', url: url(ForumApi.like.url, p.id) }), 404, C.NOT_FOUND)
    expectFail(await reader.api({ method: 'POST', url: ForumApi.comment.url, payload: { postId: p.id, content: 'hi' } }), 404, C.NOT_FOUND)
    expectFail(await report(await asUser(t), 'post', p.id), 404, C.NOT_FOUND)
    // the other report was closed with its approval; the author was told
    assert.equal(expectOk(await staff.api({ method: 'GET', url: url(ApprovalApi.detail.url, second.approvalId) })).state, 'cancelled')
    const notes = expectOk(await author.api({ method: 'GET', url: MessageApi.list.url.replace(':group', 'system') })) as { rows: any[] }
    assert.ok(
      notes.rows.some((n) => n.link === `/pages/user/discuss/info?id=${p.id}` && n.content.includes('spam')),
      JSON.stringify(notes.rows),
    )
    // the author still sees it among their posts, marked hidden
    assert.equal(
      (expectOk(await author.api({ method: 'GET', url: ForumApi.mine.url })) as { rows: ForumPost[] }).rows.find((r) => r.id === p.id)?.status,
      'hidden',
    )
    // decided once
    assert.equal((await staff.api({ method: 'POST', url: url(ApprovalApi.decide.url, approvalId), payload: { approve: true } })).status, 409)
  })

  it('rejecting a report keeps the post, and the reporter may report it again; a reported comment hidden leaves the count', async () => {
    const p = await newPost()
    const first = expectOk(await report(reader, 'post', p.id))
    await decide(first.approvalId, false)
    assert.equal((expectOk(await info(p.id)) as ForumPost).status, 'shown')
    expectOk(await report(reader, 'post', p.id, 'again'))

    const m = expectOk(await author.api({ method: 'POST', url: ForumApi.comment.url, payload: { postId: p.id, content: 'rude words' } }))
    expectOk(await reader.api({ method: 'POST', url: ForumApi.comment.url, payload: { postId: p.id, content: 'kind words' } }))
    assert.equal((expectOk(await info(p.id)) as ForumPost).comments, 2)
    expectFail(await report(reader, 'comment', 999_999), 404, C.COMMENT_NOT_FOUND)
    const r = expectOk(await report(reader, 'comment', m.id, 'rude'))
    expectFail(await report(reader, 'comment', m.id), 409, C.REPORTED)
    const item = expectOk(await staff.api({ method: 'GET', url: url(ApprovalApi.detail.url, r.approvalId) }))
    assert.deepEqual([item.summary.target, item.summary.text, item.summary.commentId], ['comment', 'rude words', m.id])
    await decide(r.approvalId, true)
    const cs = expectOk(await t.api({ method: 'GET', url: url(ForumApi.comments.url, p.id) })) as { rows: any[]; total: number }
    assert.deepEqual(
      cs.rows.map((x) => x.content),
      ['kind words'],
    )
    assert.equal((expectOk(await info(p.id)) as ForumPost).comments, 1)
    expectFail(await reader.api({ method: 'POST', url: url(ForumApi.commentLike.url, m.id) }), 404, C.COMMENT_NOT_FOUND)
  })

  it('demo data: classes in six languages, four posts newest first with drawn pictures, counts equal to their rows', async () => {
    await seedTenant(t.db, t.config, 'fdemo', 'Forum demo', ['account', 'ledger', 'catalog', 'order', 'forum'])
    const headers = { tenant: 'fdemo', lang: 'ja' }
    assert.deepEqual(
      (expectOk(await t.api({ method: 'GET', url: ForumApi.classes.url, headers })) as Array<{ name: string }>).map((c) => c.name),
      ['おすすめ', '日常', 'グルメ', '質問'],
    )
    const page = expectOk(await t.api({ method: 'GET', url: ForumApi.list.url, headers })) as { rows: ForumPost[]; total: number }
    assert.equal(page.total, 4)
    assert.ok(page.rows.every((r, i) => i === 0 || r.createTime < page.rows[i - 1].createTime))
    assert.deepEqual(
      page.rows.map((r) => r.pictures.length),
      [0, 3, 1, 2],
    )
    for (const r of page.rows) {
      for (const u of r.pictures) assert.equal((await t.app.inject({ method: 'GET', url: u })).statusCode, 200, u)
      const likes = await t.db
        .selectFrom('forum_post_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('post_id', '=', r.id)
        .executeTakeFirstOrThrow()
      assert.equal(r.likes, Number(likes.n))
      const cs = expectOk(await t.api({ method: 'GET', url: url(ForumApi.comments.url, r.id), headers })) as { total: number }
      assert.equal(r.comments, cs.total)
    }
    assert.ok(page.rows.some((r) => r.likes > 0 && r.comments > 0))
  })
})
