// The information feed on a real PostgreSQL: public reads without login, unpublished articles hidden, search,
// paging, languages, staff-only writes, the body's sanitising, and the view count under parallel reads.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { ArticleApi, ArticleCodes, type ArticleBlock, type ArticleDetail } from '../../types/article.js'
import { articleService } from '../src/modules/article/index.js'
import { seedTenant } from '../src/seed/index.js'
import { asUser, createTestApp, expectFail, expectOk, type AsUser, type TestApp } from './helpers.js'

const url = (u: string, id: number) => u.replace(':id', String(id))

describe('article: the information feed (customer/api/information, platform/api/information)', () => {
  let t: TestApp
  let staff: AsUser
  let shopper: AsUser
  let catA: number
  let catB: number

  const get = async (path: string, u?: AsUser, lang?: string) => {
    const r = await (u ? u.api : t.api)({ method: 'GET', url: path, headers: lang ? { lang } : {} })
    return r
  }
  const write = (u: AsUser, method: 'POST' | 'PUT', path: string, payload?: unknown) => u.api({ method, url: path, payload: payload as object })
  const pic = (n: number) => `${t.config.apiPrefix}/files/default/demo/article-test-${n}.svg`
  const draft = (title: string, body: ArticleBlock[], o: Record<string, unknown> = {}) => ({
    categoryId: catA,
    title: { zh_CN: title, en: `${title} (en)` },
    summary: { zh_CN: `${title} 摘要`, en: `${title} summary` },
    cover: pic(1),
    body: { zh_CN: body, en: [{ type: 'p', text: `English body of ${title}` }] },
    ...o,
  })
  /** writes and publishes an article; its id */
  const publish = async (title: string, body: ArticleBlock[] = [{ type: 'p', text: `${title} 正文` }], o: Record<string, unknown> = {}) => {
    const a = expectOk(await write(staff, 'POST', ArticleApi.staffAdd.url, draft(title, body, o))) as { id: number }
    expectOk(await write(staff, 'POST', url(ArticleApi.staffPublish.url, a.id)))
    return a.id
  }

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'shopper,staff' })
    shopper = await asUser(t)
    catA = (expectOk(await write(staff, 'POST', ArticleApi.staffCategoryAdd.url, { name: { zh_CN: '公告', en: 'News' } })) as { id: number }).id
    catB = (expectOk(await write(staff, 'POST', ArticleApi.staffCategoryAdd.url, { name: { zh_CN: '指南', en: 'Guides' }, sort: 0 })) as { id: number }).id
  })
  after(() => t.close())

  it('categories: ordered by sort, named in the request language (zh_CN when missing), readable by a guest', async () => {
    const en = expectOk(await get(ArticleApi.categories.url, undefined, 'en')) as Array<{ id: number; name: string; sort: number }>
    assert.deepEqual(
      en.map((c) => c.name),
      ['News', 'Guides'],
    )
    // sort below 0 is refused by the schema; a valid reorder puts Guides first
    expectFail(await write(staff, 'PUT', url(ArticleApi.staffCategoryEdit.url, catB), { name: { en: 'Guides' }, sort: -1 }), 400, Codes.BAD_REQUEST, 'sort')
    expectOk(await write(staff, 'PUT', url(ArticleApi.staffCategoryEdit.url, catA), { name: { zh_CN: '公告', en: 'News' }, sort: 5 }))
    const ja = expectOk(await get(ArticleApi.categories.url, undefined, 'ja')) as Array<{ name: string }>
    assert.deepEqual(
      ja.map((c) => c.name),
      ['指南', '公告'],
    )
    expectFail(await write(staff, 'POST', ArticleApi.staffCategoryAdd.url, { name: { en: '   ' } }), 400, ArticleCodes.NAME_REQUIRED, 'name')
  })

  it('only staff write: a shopper and a guest are refused every desk call, nothing is written', async () => {
    const before = (
      await t.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
    expectFail(await write(shopper, 'POST', ArticleApi.staffAdd.url, draft('x', [{ type: 'p', text: 'x' }])), 403, Codes.FORBIDDEN)
    expectFail(await write(shopper, 'POST', ArticleApi.staffCategoryAdd.url, { name: { en: 'x' } }), 403, Codes.FORBIDDEN)
    expectFail(await get(ArticleApi.staffList.url, shopper), 403, Codes.FORBIDDEN)
    expectFail(await get(ArticleApi.staffCategories.url, shopper), 403, Codes.FORBIDDEN)
    expectFail(await t.api({ method: 'POST', url: ArticleApi.staffAdd.url, payload: draft('x', []) }), 401, Codes.UNAUTHORIZED)
    const id = await publish('staff only')
    expectFail(await write(shopper, 'POST', url(ArticleApi.staffUnpublish.url, id)), 403, Codes.FORBIDDEN)
    expectFail(await write(shopper, 'PUT', url(ArticleApi.staffEdit.url, id), draft('hijacked', [{ type: 'p', text: 'x' }])), 403, Codes.FORBIDDEN)
    const after = (
      await t.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
    assert.equal(Number(after), Number(before) + 1)
    assert.equal((expectOk(await get(url(ArticleApi.info.url, id))) as ArticleDetail).title, 'staff only')
  })

  it('drafts and unpublished articles are hidden from shoppers and guests (list, search, detail 404); publishing shows them', async () => {
    const a = expectOk(await write(staff, 'POST', ArticleApi.staffAdd.url, draft('隐藏草稿 hiddenword', [{ type: 'p', text: 'x' }]))) as {
      id: number
      status: string
    }
    assert.equal(a.status, 'draft')
    const inList = async () => (expectOk(await get(`${ArticleApi.list.url}?pageSize=100`)) as { rows: Array<{ id: number }> }).rows.some((r) => r.id === a.id)
    const found = async () => (expectOk(await get(`${ArticleApi.search.url}?words=hiddenword`)) as { total: number }).total
    assert.equal(await inList(), false)
    assert.equal(await found(), 0)
    expectFail(await get(url(ArticleApi.info.url, a.id), shopper), 404, Codes.NOT_FOUND)
    // unpublishing a draft is not a move of the machine
    expectFail(await write(staff, 'POST', url(ArticleApi.staffUnpublish.url, a.id)), 409, ArticleCodes.BAD_STATE)
    const p = expectOk(await write(staff, 'POST', url(ArticleApi.staffPublish.url, a.id))) as { status: string; publishTime: string }
    assert.equal(p.status, 'published')
    assert.ok(p.publishTime)
    assert.equal(await inList(), true)
    assert.equal(await found(), 1)
    expectOk(await get(url(ArticleApi.info.url, a.id)))
    // publishing twice changes nothing
    assert.equal((expectOk(await write(staff, 'POST', url(ArticleApi.staffPublish.url, a.id))) as { publishTime: string }).publishTime, p.publishTime)
    const u = expectOk(await write(staff, 'POST', url(ArticleApi.staffUnpublish.url, a.id))) as { status: string }
    assert.equal(u.status, 'unpublished')
    assert.equal(await inList(), false)
    assert.equal(await found(), 0)
    expectFail(await get(url(ArticleApi.info.url, a.id)), 404, Codes.NOT_FOUND)
    // staff still read it in the desk, and may publish it again
    assert.equal((expectOk(await get(url(ArticleApi.staffInfo.url, a.id), staff)) as { status: string }).status, 'unpublished')
    expectOk(await write(staff, 'POST', url(ArticleApi.staffPublish.url, a.id)))
    expectOk(await write(staff, 'POST', url(ArticleApi.staffUnpublish.url, a.id)))
    // an article with no body in any language cannot be published
    const empty = expectOk(await write(staff, 'POST', ArticleApi.staffAdd.url, { ...draft('empty', []), body: {} })) as { id: number }
    expectFail(await write(staff, 'POST', url(ArticleApi.staffPublish.url, empty.id)), 409, ArticleCodes.BAD_STATE)
  })

  it('lists newest first, paged, by category; texts in the request language; another tenant sees none', async () => {
    const ids: number[] = []
    for (let i = 0; i < 12; i++) ids.push(await publish(`分页 ${i}`, undefined, { categoryId: catB }))
    const p1 = expectOk(await get(`${ArticleApi.list.url}?categoryId=${catB}&pageSize=5`, undefined, 'en')) as { rows: any[]; total: number }
    assert.equal(p1.total, 12)
    assert.deepEqual(
      p1.rows.map((r) => r.id),
      ids.slice(-5).reverse(),
    )
    assert.equal(p1.rows[0].title, '分页 11 (en)')
    assert.equal(p1.rows[0].categoryName, 'Guides')
    assert.ok(p1.rows.every((r, i) => i === 0 || r.publishTime <= p1.rows[i - 1].publishTime))
    const p3 = expectOk(await get(`${ArticleApi.list.url}?categoryId=${catB}&pageSize=5&pageNum=3`)) as { rows: any[] }
    assert.equal(p3.rows.length, 2)
    assert.equal(p3.rows[0].title, '分页 1')
    const all = expectOk(await get(`${ArticleApi.list.url}?pageSize=100`)) as { rows: any[]; total: number }
    assert.ok(all.total >= 13)
    assert.ok(all.rows.some((r) => r.categoryId === catA))
    const other = await t.api({ method: 'GET', url: ArticleApi.list.url, headers: { tenant: 'other' } })
    assert.equal((expectOk(other) as { total: number }).total, 0)
    expectFail(await t.api({ method: 'GET', url: url(ArticleApi.info.url, ids[0]), headers: { tenant: 'other' } }), 404, Codes.NOT_FOUND)
    expectFail(await get(`${ArticleApi.list.url}?pageSize=0`), 400, Codes.BAD_REQUEST, 'pageSize')
    expectFail(await get(`${ArticleApi.list.url}?categoryId=abc`), 400, Codes.BAD_REQUEST, 'categoryId')
  })

  it('search: every word must match (title, summary or body, any language, any case), paged; LIKE wildcards are plain characters', async () => {
    await publish('冬日咖啡 Espresso', [{ type: 'p', text: '手冲 pour-over 的水温' }])
    await publish('夏日咖啡 Cold brew', [{ type: 'p', text: '冷萃需要十二小时' }])
    const s = async (w: string, q = '') => expectOk(await get(`${ArticleApi.search.url}?words=${encodeURIComponent(w)}${q}`)) as { rows: any[]; total: number }
    assert.equal((await s('咖啡')).total, 2)
    assert.equal((await s('咖啡 espresso')).total, 1)
    assert.equal((await s('POUR-OVER')).total, 1)
    assert.equal((await s('十二小时')).rows[0].title, '夏日咖啡 Cold brew')
    assert.equal((await s('咖啡 nothing-like-this')).total, 0)
    const paged = await s('咖啡', '&pageSize=1&pageNum=2')
    assert.equal(paged.total, 2)
    assert.equal(paged.rows.length, 1)
    assert.equal((await s('%')).total, 0)
    assert.equal((await s('_')).total, 0)
    assert.equal((await s('   ')).total, 0)
    expectFail(await get(`${ArticleApi.search.url}?words=`), 400, Codes.BAD_REQUEST, 'words')
    expectFail(await get(`${ArticleApi.search.url}?words=${'x'.repeat(51)}`), 400, Codes.BAD_REQUEST, 'words')
  })

  it('detail: the body in the request language (zh_CN, then any, when missing), pictures kept; guests read it', async () => {
    const body: ArticleBlock[] = [
      { type: 'h', text: '标题' },
      { type: 'p', text: '第一段' },
      { type: 'img', src: pic(2), alt: '图' },
      { type: 'quote', text: '引用' },
      { type: 'link', text: '链接', href: 'https://example.com/a?b=1' },
    ]
    const id = await publish('详情', body)
    const zh = expectOk(await get(url(ArticleApi.info.url, id))) as ArticleDetail
    assert.deepEqual(zh.body, body)
    assert.equal(zh.cover, pic(1))
    assert.equal(zh.categoryName, '公告')
    const en = expectOk(await get(url(ArticleApi.info.url, id), undefined, 'en')) as ArticleDetail
    assert.deepEqual(en.body, [{ type: 'p', text: 'English body of 详情' }])
    assert.equal(en.title, '详情 (en)')
    const ko = expectOk(await get(url(ArticleApi.info.url, id), undefined, 'ko')) as ArticleDetail
    assert.deepEqual(ko.body, body)
    expectFail(await get(url(ArticleApi.info.url, 999999)), 404, Codes.NOT_FOUND)
  })

  it('sanitising: no script, event handler or javascript: link can run; markup is stored as plain text', async () => {
    const add = (body: unknown, o: Record<string, unknown> = {}) => write(staff, 'POST', ArticleApi.staffAdd.url, { ...draft('x', []), body, ...o })
    // links: only http(s)
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'https://x.example/"onmouseover="alert(1)',
      "https://x.example/'><script>",
      'http://',
    ])
      expectFail(await add({ zh_CN: [{ type: 'link', text: 'x', href }] }), 400, ArticleCodes.UNSAFE_LINK, 'body')
    // pictures: the server's public files or https only
    for (const src of [
      'javascript:alert(1)',
      'http://x.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      `${t.config.apiPrefix}/files/../../etc/passwd`,
      `${t.config.apiPrefix}/files/a.svg" onerror="alert(1)`,
    ])
      expectFail(await add({ zh_CN: [{ type: 'img', src }] }), 400, ArticleCodes.UNSAFE_IMAGE, 'body')
    expectFail(await add({ zh_CN: [{ type: 'p', text: 'x' }] }, { cover: 'javascript:alert(1)' }), 400, ArticleCodes.UNSAFE_IMAGE, 'cover')
    // anything but the five blocks, or an extra attribute (an event handler), is refused by the contract
    expectFail(await add({ zh_CN: [{ type: 'html', html: '<script>alert(1)</script>' }] }), 400, Codes.BAD_REQUEST)
    expectFail(await add({ zh_CN: [{ type: 'img', src: pic(1), onerror: 'alert(1)' }] }), 400, Codes.BAD_REQUEST)
    expectFail(await add({ zh_CN: [{ type: 'p', text: 'x', style: 'x' }] }), 400, Codes.BAD_REQUEST)
    // markup in a text is kept as characters (the client shows text, never parses it); control characters go
    // (a NUL is refused before: the body screening plugin)
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>'
    const id = await publish('安全', [
      { type: 'p', text: `${hostile}\u0007\u202e` },
      { type: 'h', text: 'two\nlines' },
      { type: 'p', text: '   ' },
    ])
    const d = expectOk(await get(url(ArticleApi.info.url, id))) as ArticleDetail
    assert.deepEqual(d.body, [
      { type: 'p', text: hostile },
      { type: 'h', text: 'two lines' },
    ])
    assert.ok(d.body.every((b) => Object.keys(b).every((k) => ['type', 'text', 'src', 'alt', 'href'].includes(k))))
    // nothing of the refused writes was stored
    const rows = await t.db.selectFrom('articles').select(['body', 'cover']).execute()
    const stored = JSON.stringify(rows)
    assert.ok(!/javascript:alert|vbscript:|data:text|onmouseover/i.test(stored.replace(JSON.stringify(hostile).slice(1, -1), '')))
    // editing runs the same checks
    expectFail(
      await write(staff, 'PUT', url(ArticleApi.staffEdit.url, id), {
        ...draft('x', []),
        body: { en: [{ type: 'link', text: 'x', href: 'javascript:void(0)' }] },
      }),
      400,
      ArticleCodes.UNSAFE_LINK,
    )
    expectFail(await write(staff, 'POST', ArticleApi.staffAdd.url, { ...draft('x', []), title: { en: '  ' } }), 400, ArticleCodes.TITLE_REQUIRED, 'title')
    expectFail(await write(staff, 'POST', ArticleApi.staffAdd.url, { ...draft('x', []), categoryId: 999999 }), 400, ArticleCodes.NO_CATEGORY, 'categoryId')
  })

  it('edit: a published article keeps its state with the new text; staff list by state', async () => {
    const id = await publish('改前')
    const e = expectOk(await write(staff, 'PUT', url(ArticleApi.staffEdit.url, id), draft('改后', [{ type: 'p', text: '新正文' }], { categoryId: catB }))) as {
      status: string
      categoryId: number
    }
    assert.deepEqual([e.status, e.categoryId], ['published', catB])
    const d = expectOk(await get(url(ArticleApi.info.url, id))) as ArticleDetail
    assert.deepEqual([d.title, d.body], ['改后', [{ type: 'p', text: '新正文' }]])
    const list = expectOk(await get(`${ArticleApi.staffList.url}?status=published&pageSize=100`, staff)) as { rows: Array<{ status: string; id: number }> }
    assert.ok(list.rows.every((r) => r.status === 'published'))
    assert.equal(list.rows[0].id, id)
    expectFail(await write(staff, 'PUT', url(ArticleApi.staffEdit.url, 999999), draft('x', [{ type: 'p', text: 'x' }])), 404, Codes.NOT_FOUND)
  })

  it('the view count: 40 parallel reads by guests and users count 40', async () => {
    const id = await publish('热门')
    const users = await Promise.all([asUser(t), asUser(t)])
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 3 === 2 ? users[i % 2].api : t.api)({ method: 'GET', url: url(ArticleApi.info.url, id) })).map(async (p) =>
        expectOk(await p),
      ),
    )
    const row = await t.db.selectFrom('articles').select('views').where('id', '=', id).executeTakeFirstOrThrow()
    assert.equal(Number(row.views), 40)
    const d = expectOk(await get(url(ArticleApi.info.url, id))) as ArticleDetail
    assert.equal(d.views, 41)
    // the desk's reading does not count
    expectOk(await get(url(ArticleApi.staffInfo.url, id), staff))
    assert.equal(Number((await t.db.selectFrom('articles').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views), 41)
  })

  it('the demo seed: four categories, eight published articles, each with a cover and body pictures', async () => {
    const s = await createTestApp()
    try {
      s.app.log.level = 'silent'
      await seedTenant(s.db, s.config, 'demo', 'Demo', ['article'])
      const tenant = await s.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
      const h = { tenant: 'demo', lang: 'en' }
      const cats = expectOk(await s.api({ method: 'GET', url: ArticleApi.categories.url, headers: h })) as Array<{ name: string }>
      assert.equal(cats.length, 4)
      assert.equal(cats[0].name, 'Announcements')
      const list = expectOk(await s.api({ method: 'GET', url: `${ArticleApi.list.url}?pageSize=20`, headers: h })) as { rows: any[]; total: number }
      assert.equal(list.total, 8)
      assert.equal(await articleService.publishedCount(s.ctx({ tenantId: tenant.id })), 8)
      for (const r of list.rows) {
        assert.match(r.cover, /\/files\/demo\/demo\/article-\d+\.svg$/)
        const d = expectOk(await s.api({ method: 'GET', url: url(ArticleApi.info.url, r.id), headers: h })) as ArticleDetail
        assert.ok(d.body.some((b) => b.type === 'img'))
        assert.ok(d.body.some((b) => b.type === 'p'))
      }
      // every language has its own body (no fallback to zh_CN for the demo)
      for (const [lang, text] of [
        ['ja', '期間'],
        ['ko', '기간'],
        ['fil', 'Kailan'],
        ['zh_TW', '活動時間'],
      ]) {
        const d = expectOk(await s.api({ method: 'GET', url: url(ArticleApi.info.url, list.rows[0].id), headers: { tenant: 'demo', lang } })) as ArticleDetail
        assert.deepEqual(d.body[0], { type: 'h', text }, lang)
      }
      const img = await s.app.inject({ method: 'GET', url: list.rows[0].cover })
      assert.equal(img.statusCode, 200)
      const found = expectOk(await s.api({ method: 'GET', url: `${ArticleApi.search.url}?words=coffee`, headers: h })) as { total: number }
      assert.equal(found.total, 1)
    } finally {
      await s.close()
    }
  })
})
