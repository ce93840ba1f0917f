// The information feed's screens on the shared fake API: the feed with its categories, a category, search with its
// empty state, an article with pictures drawn as blocks (markup shown as text, never run), and the desk's writing.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ArticleApi, type ArticleCard, type ArticleDetail, type StaffArticle } from '~types/article'
import { UploadApi } from '~types/upload'
import { useSessionStore } from '@/core/stores/session'
import { InformationScreen } from '@/features/article/feed-screen'
import { InformationClassifyScreen } from '@/features/article/classify-screen'
import { InformationSearchScreen } from '@/features/article/search-screen'
import { InformationInfoScreen } from '@/features/article/info-screen'
import { DeskArticlesScreen } from '@/features/article/desk-articles-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const card = (id: number, categoryId = 1): ArticleCard => ({
  id,
  categoryId,
  categoryName: categoryId === 1 ? 'News' : 'Guides',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  cover: `/api/files/default/demo/a${id}.svg`,
  publishTime: '2026-11-26T10:00:00.000Z',
  views: id === 1 ? 1 : 3,
})
const CATS = [
  { id: 1, name: 'News', sort: 0 },
  { id: 2, name: 'Guides', sort: 1 },
]

let api: FakeApi
let page: FakePage
let total = 0
let failures = 0

/** Types into a Taro Input or Textarea (its `input` event carries `detail.value`). */
const typeInto = (testId: string, value: string) =>
  act(() => {
    screen.getByTestId(testId).dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })

const pageOf = (rows: ArticleCard[], pageNum: number, pageSize: number) => ({
  rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: rows.length,
})

beforeEach(() => {
  page = fakePage({}, 'pages/information/index')
  total = 13
  failures = 0
  api = fakeApi()
    .on(ArticleApi.categories, () => CATS)
    .on(ArticleApi.list, ({ query }) => {
      if (failures > 0) return (failures--, refuse(500, 500, 'Server busy, try again'))
      const all = Array.from({ length: total }, (_, i) => card(i + 1, (i % 2) + 1)).filter(
        (a) => !query.categoryId || a.categoryId === Number(query.categoryId),
      )
      return pageOf(all, Number(query.pageNum ?? 1), Number(query.pageSize ?? 10))
    })
    .on(ArticleApi.search, ({ query }) => pageOf(String(query.words).includes('coffee') ? [card(5)] : [], Number(query.pageNum ?? 1), 10))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('the feed: the categories strip, the newest articles page by page, a tap opens the article or the category; pull to refresh', async () => {
  render(<InformationScreen />)
  await waitFor(() => expect(screen.getByTestId('article-10')).toBeTruthy())
  expect(screen.queryByTestId('article-11')).toBeNull()
  expect(screen.getByTestId('article-1').textContent).toContain('Article 1')
  expect(screen.getByTestId('article-1').textContent).toContain('1 view')
  expect(screen.getByTestId('article-3').textContent).toContain('3 views')
  await page.bottom()
  await waitFor(() => expect(screen.getByTestId('article-13')).toBeTruthy())
  expect(api.calls(ArticleApi.list).map((c) => c.query)).toEqual([
    { pageNum: 1, pageSize: 10 },
    { pageNum: 2, pageSize: 10 },
  ])
  expect(screen.getByText('That is all')).toBeTruthy()
  await act(async () => void fireEvent.click(screen.getByTestId('category-2')))
  await act(async () => void fireEvent.click(screen.getByTestId('article-4')))
  await act(async () => void fireEvent.click(screen.getByTestId('open-search')))
  expect(page.navigations).toEqual([
    'navigateTo /pages/information/classify?id=2&name=Guides',
    'navigateTo /pages/information/info?id=4',
    'navigateTo /pages/information/search',
  ])
  await page.pull()
  await waitFor(() => expect(api.calls(ArticleApi.list).length).toBe(3))
})

test('the feed: nothing published shows the empty state; an error shows retry', async () => {
  total = 0
  const { unmount } = render(<InformationScreen />)
  await waitFor(() => expect(screen.getByText('No articles yet')).toBeTruthy())
  unmount()
  fakePage({}, 'pages/information/index')
  total = 2
  failures = 1
  render(<InformationScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Server busy, try again'))
  await act(async () => void fireEvent.click(screen.getByText('Retry')))
  await waitFor(() => expect(screen.getByTestId('article-1')).toBeTruthy())
})

test("a category: only its articles, its name, the strip's other category replaces the page", async () => {
  page.params = { id: '2', name: 'Guides' }
  render(<InformationClassifyScreen />)
  await waitFor(() => expect(screen.getByTestId('article-2')).toBeTruthy())
  expect(screen.queryByTestId('article-1')).toBeNull()
  expect(screen.getByTestId('category-name').textContent).toBe('Guides')
  expect(api.calls(ArticleApi.list)[0].query).toMatchObject({ categoryId: 2, pageNum: 1 })
  await act(async () => void fireEvent.click(screen.getByTestId('category-1')))
  expect(page.navigations).toEqual(['redirectTo /pages/information/classify?id=1&name=News'])
})

test('search: a hint first, then results for the words, then the empty state for words nothing holds', async () => {
  render(<InformationSearchScreen />)
  expect(screen.getByTestId('search-start')).toBeTruthy()
  expect(api.calls(ArticleApi.search)).toEqual([])
  typeInto('search-input', ' coffee ')
  await act(async () => void fireEvent.click(screen.getByTestId('search-go')))
  await waitFor(() => expect(screen.getByTestId('article-5')).toBeTruthy())
  expect(api.calls(ArticleApi.search)[0].query).toMatchObject({ words: 'coffee', pageNum: 1 })
  typeInto('search-input', 'tea')
  await act(async () => void fireEvent.click(screen.getByTestId('search-go')))
  await waitFor(() => expect(screen.getByText('No article matches “tea”')).toBeTruthy())
})

test('an article: title, meta, cover and body blocks with pictures; markup in a text is shown as characters; a link opens the web page', async () => {
  const hostile = '<img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>'
  const detail: ArticleDetail = {
    ...card(7),
    body: [
      { type: 'h', text: 'A heading' },
      { type: 'p', text: hostile },
      { type: 'img', src: '/api/files/default/demo/p1.svg' },
      { type: 'quote', text: 'A quote' },
      { type: 'img', src: '/api/files/default/demo/p2.svg' },
      { type: 'link', text: 'Read more', href: 'https://mall.example/x' },
    ],
  }
  api.on(ArticleApi.info, ({ params }) => (Number(params.id) === 7 ? detail : refuse(404, 404, 'This article does not exist')))
  page.params = { id: '7' }
  const { container } = render(<InformationInfoScreen />)
  await waitFor(() => expect(screen.getByTestId('article-title').textContent).toBe('Article 7'))
  expect(screen.getByTestId('article-cover')).toBeTruthy()
  expect(screen.getAllByTestId('article-img')).toHaveLength(2)
  expect(screen.getByText(hostile)).toBeTruthy()
  expect(container.querySelector('script')).toBeNull()
  expect(container.querySelector('img[onerror]')).toBeNull()
  expect((window as any).__hacked).toBeUndefined()
  await act(async () => void fireEvent.click(screen.getByTestId('article-link')))
  expect(page.navigations).toEqual([`navigateTo /pages/web?url=${encodeURIComponent('https://mall.example/x')}`])
})

describe('the desk', () => {
  const staffArticle = (id: number, status: StaffArticle['status']): StaffArticle => ({
    id,
    categoryId: 1,
    title: { zh_CN: `文章 ${id}`, en: `Desk ${id}` },
    summary: {},
    cover: '',
    body: { en: [{ type: 'p', text: 'x' }] },
    status,
    publishTime: status === 'draft' ? null : '2026-11-26T10:00:00.000Z',
    views: 0,
    updateTime: '2026-11-26T10:00:00.000Z',
  })
  let rows: StaffArticle[]
  beforeEach(() => {
    rows = [staffArticle(1, 'published'), staffArticle(2, 'draft')]
    api
      .on(ArticleApi.staffCategories, () => [{ id: 1, name: { zh_CN: '公告', en: 'News' }, sort: 0 }])
      .on(ArticleApi.staffList, ({ query }) => {
        const r = rows.filter((a) => !query.status || a.status === query.status)
        return { rows: r, total: r.length }
      })
      .on(ArticleApi.staffPublish, ({ params }) =>
        (rows = rows.map((a) => (a.id === Number(params.id) ? { ...a, status: 'published' as const } : a))).find((a) => a.id === Number(params.id))!,
      )
      .on(ArticleApi.staffUnpublish, ({ params }) =>
        (rows = rows.map((a) => (a.id === Number(params.id) ? { ...a, status: 'unpublished' as const } : a))).find((a) => a.id === Number(params.id))!,
      )
      .on(ArticleApi.staffAdd, ({ body }) => {
        const a = { ...staffArticle(3, 'draft'), ...body, id: 3 } as StaffArticle
        rows = [a, ...rows]
        return a
      })
      .on(UploadApi.upload, () => ({
        id: '00000000-0000-4000-8000-000000000001',
        url: '/api/files/default/u/1.png',
        mime: 'image/png',
        size: 10,
        scope: 'public' as const,
      }))
  })

  test('a shopper is refused without asking the server', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<DeskArticlesScreen />)
    await waitFor(() => expect(screen.getByText('Only platform staff can open this page')).toBeTruthy())
    expect(api.calls(ArticleApi.staffList)).toEqual([])
  })

  test('staff: the list in the app language, publish a draft, unpublish after confirming, write one with a picture and publish it', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'Staff', merchant: false, roles: ['shopper', 'staff'] } as any)
    render(<DeskArticlesScreen />)
    await waitFor(() => expect(screen.getByTestId('desk-article-2').textContent).toContain('Desk 2'))
    expect(screen.getByTestId('desk-article-2').textContent).toContain('Draft')
    await act(async () => void fireEvent.click(screen.getByTestId('publish-2')))
    await waitFor(() => expect(screen.getByTestId('unpublish-2')).toBeTruthy())
    await act(async () => void fireEvent.click(screen.getByTestId('unpublish-1')))
    expect(page.modals).toEqual(['Take this article off the feed?'])
    await waitFor(() => expect(screen.getByTestId('publish-1')).toBeTruthy())

    await act(async () => void fireEvent.click(screen.getByTestId('write-article')))
    await waitFor(() => expect(screen.getByTestId('ed-category-1')).toBeTruthy())
    // no title: refused before asking
    await act(async () => void fireEvent.click(screen.getByTestId('ed-publish')))
    expect(screen.getByTestId('ed-error').textContent).toBe('Enter a title')
    typeInto('ed-title', 'Hello')
    await act(async () => void fireEvent.click(screen.getByTestId('ed-publish')))
    expect(screen.getByTestId('ed-error').textContent).toBe('Choose a category')
    await act(async () => void fireEvent.click(screen.getByTestId('ed-category-1')))
    await act(async () => void fireEvent.click(screen.getByTestId('ed-add-p')))
    typeInto('ed-text-0', 'First paragraph')
    await act(async () => void fireEvent.click(screen.getByTestId('ed-add-img')))
    await waitFor(() => expect(screen.getByTestId('ed-block-1')).toBeTruthy())
    await act(async () => void fireEvent.click(screen.getByTestId('ed-lang-zh_CN')))
    typeInto('ed-title', '你好')
    await act(async () => void fireEvent.click(screen.getByTestId('ed-publish')))
    await waitFor(() => expect(api.calls(ArticleApi.staffAdd)).toHaveLength(1))
    expect(api.calls(ArticleApi.staffAdd)[0].body).toEqual({
      categoryId: 1,
      title: { en: 'Hello', zh_CN: '你好' },
      summary: {},
      body: {
        en: [
          { type: 'p', text: 'First paragraph' },
          { type: 'img', src: '/api/files/default/u/1.png' },
        ],
      },
    })
    await waitFor(() => expect(api.calls(ArticleApi.staffPublish).map((c) => Number(c.params.id))).toEqual([2, 3]))
    await waitFor(() => expect(screen.getByTestId('desk-articles')).toBeTruthy())
  })

  test('staff: add a category, rename one in the app language (its other languages kept)', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'Staff', merchant: false, roles: ['shopper', 'staff'] } as any)
    api
      .on(ArticleApi.staffCategoryAdd, ({ body }) => ({ id: 9, name: body.name, sort: 1 }))
      .on(ArticleApi.staffCategoryEdit, ({ params, body }) => ({ id: Number(params.id), name: body.name, sort: body.sort ?? 0 }))
    render(<DeskArticlesScreen />)
    await waitFor(() => expect(screen.getByTestId('desk-category-1').textContent).toBe('News'))
    typeInto('category-name', ' Tips ')
    await act(async () => void fireEvent.click(screen.getByTestId('category-save')))
    await waitFor(() => expect(api.calls(ArticleApi.staffCategoryAdd).map((c) => c.body)).toEqual([{ name: { en: 'Tips' } }]))
    await act(async () => void fireEvent.click(screen.getByTestId('desk-category-1')))
    expect(screen.getByTestId('category-save').textContent).toBe('Save')
    typeInto('category-name', 'Notices')
    await act(async () => void fireEvent.click(screen.getByTestId('category-save')))
    await waitFor(() => expect(api.calls(ArticleApi.staffCategoryEdit).map((c) => c.body)).toEqual([{ name: { zh_CN: '公告', en: 'Notices' }, sort: 0 }]))
  })
})
