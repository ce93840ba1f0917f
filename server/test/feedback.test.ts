// Feedback and the desk's feedback queue on a real PostgreSQL (ADR 0109): the form's rules name their field,
// pictures are the sender's own public uploads, staff answer once and the answer reaches the sender as a notice
// in the same transaction; shoppers and other tenants see nothing of the queue.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { FeedbackApi, FeedbackCodes } from '../../types/feedback.js'
import { MessageApi } from '../../types/message.js'
import { SystemApi } from '../../types/system.js'
import { runDueJobs } from '../src/core/jobs.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'
import { uploadPicture } from './support/upload.js'

const url = (u: string, id: number | string) => u.replace(':id', String(id))

describe('feedback: the form and the desk queue', () => {
  let t: TestApp
  let staff: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'staff', lang: 'en' })
  })
  after(() => t.close())
  const opinions = async () =>
    Number(
      (
        await t.db
          .selectFrom('opinions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('refusals name the field, store nothing; pictures must be the sender’s public uploads, at most four', async () => {
    const u = await asUser(t, { lang: 'en' })
    const before = await opinions()
    const send = (payload: object, who: AsUser | null = u) =>
      who
        ? who.api({ method: 'POST', url: SystemApi.opinion.url, payload })
        : t.api({ method: 'POST', url: SystemApi.opinion.url, payload, headers: { lang: 'en' } })
    expectFail(await send({ type: 'bug', content: 'abc' }), 400, Codes.BAD_REQUEST, 'content')
    // spaces do not count
    expectFail(await send({ type: 'bug', content: '  ab     ' }), 400, Codes.BAD_REQUEST, 'content')
    expectFail(await send({ type: 'nonsense', content: 'long enough text' }), 400, Codes.BAD_REQUEST, 'type')
    expectFail(await send({ type: 'bug', content: 'long enough text', contact: 'x'.repeat(61) }), 400, Codes.BAD_REQUEST, 'contact')
    const mine = await uploadPicture(u, 'public')
    const priv = await uploadPicture(u, 'private')
    const other = await asUser(t)
    const theirs = await uploadPicture(other, 'public')
    expectFail(await send({ type: 'bug', content: 'long enough text', images: [mine, mine, mine, mine, mine] }), 400, Codes.BAD_REQUEST, 'images')
    expectFail(await send({ type: 'bug', content: 'long enough text', images: [priv] }), 400, FeedbackCodes.IMAGES, 'images')
    const r = await send({ type: 'bug', content: 'long enough text', images: [theirs] })
    expectFail(r, 400, FeedbackCodes.IMAGES, 'images')
    assert.match(r.body.msg, /your own/)
    expectFail(await send({ type: 'bug', content: 'long enough text', images: ['not-an-id'] }), 400, Codes.BAD_REQUEST, 'images.0')
    // a guest may write, but not attach pictures
    expectFail(await send({ type: 'bug', content: 'long enough text', images: [mine] }, null), 400, FeedbackCodes.IMAGES, 'images')
    assert.equal(await opinions(), before)
  })

  it('sent with a picture; the desk lists it open, answers once; the answer is a notice of the system group, pushed after commit', async () => {
    const u = await asUser(t, { lang: 'en' })
    const pic = await uploadPicture(u, 'public')
    const sent = expectOk(
      await u.api({
        method: 'POST',
        url: SystemApi.opinion.url,
        payload: { type: 'suggestion', content: '  Please add dark mode  ', contact: 'li@example.com', images: [pic] },
      }),
    )
    // shoppers do not see the queue
    expectFail(await u.api({ method: 'GET', url: FeedbackApi.list.url }), 403, FeedbackCodes.STAFF_ONLY)
    const open = expectOk(await staff.api({ method: 'GET', url: FeedbackApi.list.url }))
    const item = open.rows.find((r: { id: number }) => r.id === sent.id)
    assert.ok(item)
    assert.equal(item.content, 'Please add dark mode')
    assert.equal(item.state, 'open')
    assert.equal(item.userId, u.id)
    assert.equal(item.images.length, 1)
    assert.match(item.images[0], /^\/api\/files\/.+\.png$/)
    // the picture is served
    assert.equal((await t.app.inject({ method: 'GET', url: item.images[0] })).statusCode, 200)
    expectFail(await staff.api({ method: 'POST', url: url(FeedbackApi.answer.url, sent.id), payload: { answer: '   ' } }), 400, Codes.BAD_REQUEST, 'answer')
    const answered = expectOk(
      await staff.api({ method: 'POST', url: url(FeedbackApi.answer.url, sent.id), payload: { answer: 'Dark mode is planned for spring.' } }),
    )
    assert.equal(answered.state, 'answered')
    assert.ok(answered.answerTime)
    expectFail(await staff.api({ method: 'POST', url: url(FeedbackApi.answer.url, sent.id), payload: { answer: 'again' } }), 409, FeedbackCodes.ANSWERED, 'id')
    expectFail(await staff.api({ method: 'POST', url: url(FeedbackApi.answer.url, 999_999), payload: { answer: 'x' } }), 404, FeedbackCodes.NOT_FOUND, 'id')
    // answered ones leave the open list
    assert.ok(!expectOk(await staff.api({ method: 'GET', url: FeedbackApi.list.url })).rows.some((r: { id: number }) => r.id === sent.id))
    assert.ok(
      expectOk(await staff.api({ method: 'GET', url: FeedbackApi.list.url, query: { state: 'answered' } })).rows.some((r: { id: number }) => r.id === sent.id),
    )
    assert.equal(expectOk(await staff.api({ method: 'GET', url: url(FeedbackApi.detail.url, sent.id) })).answer, 'Dark mode is planned for spring.')
    // the sender's message centre
    const notices = expectOk(await u.api({ method: 'GET', url: MessageApi.list.url.replace(':group', 'system') })).rows
    assert.equal(notices.length, 1)
    assert.deepEqual([notices[0].title, notices[0].content, notices[0].read], ['Reply to your feedback', 'Dark mode is planned for spring.', false])
    const frames: unknown[] = []
    const detach = t.app.realtime.attach({ tenantId: t.tenantId, userId: u.id, send: (d) => void frames.push(JSON.parse(d)) })
    await runDueJobs(t.db, { deps: { realtime: t.app.realtime } })
    await new Promise((r) => setTimeout(r, 10))
    detach()
    assert.deepEqual(frames, [{ t: 30, d: { group: 'system', unread: 1, total: 1 } }])
  })

  it("a guest's feedback is answered without a notice; another tenant's staff see none of it", async () => {
    const sent = expectOk(await t.api({ method: 'POST', url: SystemApi.opinion.url, payload: { type: 'other', content: 'guest writing here' } }))
    const before = Number(
      (
        await t.db
          .selectFrom('user_notices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const a = expectOk(await staff.api({ method: 'POST', url: url(FeedbackApi.answer.url, sent.id), payload: { answer: 'Thanks' } }))
    assert.deepEqual([a.userId, a.sender, a.state], [null, '', 'answered'])
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('user_notices')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      before,
    )
    const foreign = await asUser(t, { tenantId: t.otherTenantId, roles: 'staff' })
    expectFail(await foreign.api({ method: 'GET', url: url(FeedbackApi.detail.url, sent.id) }), 404, FeedbackCodes.NOT_FOUND)
    assert.equal(expectOk(await foreign.api({ method: 'GET', url: FeedbackApi.list.url, query: { state: 'answered' } })).total, 0)
  })

  it('platform announcements: the list and one in full; an unknown one is 404', async () => {
    await t.db
      .insertInto('notices')
      .values({
        tenant_id: t.tenantId,
        title: '公告',
        content: '内容',
        title_i18n: JSON.stringify({ en: 'Notice' }),
        content_i18n: JSON.stringify({ en: 'Body' }),
        created_at: new Date(),
      })
      .execute()
    const list = expectOk(await t.api({ method: 'GET', url: SystemApi.notices.url, headers: { lang: 'en' } }))
    const n = list.rows[0]
    const d = expectOk(await t.api({ method: 'GET', url: url(SystemApi.noticeDetail.url, n.id), headers: { lang: 'en' } }))
    assert.deepEqual([d.title, d.content], ['Notice', 'Body'])
    expectFail(await t.api({ method: 'GET', url: url(SystemApi.noticeDetail.url, n.id), headers: { tenant: 'other' } }), 404, Codes.NOT_FOUND, 'id')
  })
})
