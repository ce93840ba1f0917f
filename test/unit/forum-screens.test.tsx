// The forum (issue 25): writing a post (`user/discuss/add`: class, text with its counter, public pictures up to
// nine, the server's refusal shown), a post's page (`user/discuss/info`: readable as a guest, the text shown as
// text, likes and comment likes showing the server's counts, comments paged, the comment box, report, removed)
// and the list (`user/discuss/index`: class tabs, paging, pull to refresh).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ForumApi, ForumCodes, type ForumComment, type ForumPost } from '~types/forum'
import { UploadApi } from '~types/upload'
import { useSessionStore } from '@/core/stores'
import { ForumAddScreen } from '@/features/forum/add-screen'
import { ForumListScreen } from '@/features/forum/list-screen'
import { ForumPostScreen } from '@/features/forum/post-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const EVIL = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
const classes = [
  { id: 1, name: 'Food' },
  { id: 2, name: 'Questions' },
]
const postOf = (id: number, extra: Partial<ForumPost> = {}): ForumPost => ({
  id,
  classId: 1,
  className: 'Food',
  content: `Post ${id}`,
  pictures: [],
  author: { id: 9, nickname: 'Mia', avatar: '' },
  likes: 3,
  comments: 1,
  liked: false,
  mine: false,
  status: 'shown',
  createTime: '2026-11-26T10:00:00.000Z',
  ...extra,
})
const commentOf = (id: number, extra: Partial<ForumComment> = {}): ForumComment => ({
  id,
  postId: 5,
  content: `Comment ${id}`,
  author: { id: 8, nickname: 'Leo', avatar: '' },
  likes: 0,
  liked: false,
  mine: false,
  createTime: '2026-11-26T11:00:00.000Z',
  ...extra,
})

let api: FakeApi
let page: FakePage
const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))
afterEach(() => expect(api.problems()).toEqual([]))

describe('user/discuss/add', () => {
  let uploads = 0
  beforeEach(() => {
    page = fakePage({}, 'pages/user/discuss/add')
    uploads = 0
    api = fakeApi()
      .on(ForumApi.classes, () => classes)
      .on(UploadApi.upload, () => ({
        id: uuid(++uploads),
        url: `/api/files/default/${uuid(uploads)}.png`,
        mime: 'image/png',
        size: 2048,
        scope: 'public' as const,
      }))
      .on(ForumApi.add, ({ body }) => postOf(77, { content: body.content, classId: body.classId }))
      .install()
  })

  test('class, text with its counter, pictures (tap one to take it out); one post, then the post page in place', async () => {
    page.chosen = ['/tmp/a.jpg', '/tmp/b.jpg', '/tmp/c.jpg']
    render(<ForumAddScreen />)
    await screen.findByTestId('forum-class-2')
    // nothing chosen yet: said on the page, nothing sent
    await tap('forum-submit')
    await waitFor(() => expect(page.toasts).toContain('Choose a class'))
    await tap('forum-class-2')
    await tap('forum-submit')
    await waitFor(() => expect(page.toasts).toContain('Write something first'))
    typeInto(screen.getByTestId('forum-text'), 'Best noodles 🍜 in town')
    await waitFor(() => expect(screen.getByTestId('forum-count').textContent).toBe('22/1000'))
    await tap('forum-add-pic-button')
    await waitFor(() => expect(screen.getAllByTestId('forum-add-pic')).toHaveLength(3))
    await act(async () => void fireEvent.click(screen.getAllByTestId('forum-add-pic')[1]))
    expect(screen.getAllByTestId('forum-add-pic')).toHaveLength(2)
    expect(api.calls(ForumApi.add)).toHaveLength(0)
    await tap('forum-submit')
    await waitFor(() => expect(api.calls(ForumApi.add)).toHaveLength(1))
    expect(api.calls(ForumApi.add)[0].body).toEqual({ classId: 2, content: 'Best noodles 🍜 in town', pictures: [uuid(1), uuid(3)] })
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/user/discuss/info?id=77']))
  })

  test('nine pictures at most: the add button goes at nine', async () => {
    page.chosen = Array.from({ length: 9 }, (_, i) => `/tmp/${i}.jpg`)
    render(<ForumAddScreen />)
    await screen.findByTestId('forum-add-pic-button')
    await tap('forum-add-pic-button')
    await waitFor(() => expect(screen.getAllByTestId('forum-add-pic')).toHaveLength(9))
    expect(screen.queryByTestId('forum-add-pic-button')).toBeNull()
  })

  test("the server's refusal is shown and the page stays", async () => {
    api.on(ForumApi.add, () => refuse(400, ForumCodes.PICTURE, 'A picture is not one you uploaded', 'pictures'))
    render(<ForumAddScreen />)
    await screen.findByTestId('forum-class-1')
    await tap('forum-class-1')
    typeInto(screen.getByTestId('forum-text'), 'hello')
    await tap('forum-submit')
    await waitFor(() => expect(page.toasts).toContain('A picture is not one you uploaded'))
    expect(page.navigations).toEqual([])
  })
})

describe('user/discuss/info', () => {
  let post: ForumPost
  let likes: number
  let commentRows: ForumComment[]
  beforeEach(() => {
    page = fakePage({ id: '5' }, 'pages/user/discuss/info')
    post = postOf(5, { content: EVIL, pictures: ['/api/files/default/a.png', '/api/files/default/b.png'], comments: 12 })
    likes = 3
    commentRows = Array.from({ length: 12 }, (_, i) => commentOf(i + 1, i === 0 ? { likes: 2 } : {}))
    api = fakeApi()
      .on(ForumApi.info, ({ params }) => (Number(params.id) === 5 ? post : refuse(404, ForumCodes.NOT_FOUND, 'This post does not exist or was removed')))
      .on(ForumApi.comments, ({ query }) => {
        const from = (Number(query.pageNum ?? 1) - 1) * 10
        return { rows: commentRows.slice(from, from + 10), total: commentRows.length }
      })
      // the server counts others' likes too: its answer is what shows
      .on(ForumApi.like, () => ({ id: 5, liked: true, likes: (likes += 2) }))
      .on(ForumApi.unlike, () => ({ id: 5, liked: false, likes: (likes -= 1) }))
      .on(ForumApi.commentLike, ({ params }) => ({ id: Number(params.id), liked: true, likes: 7 }))
      .on(ForumApi.comment, ({ body }) => {
        commentRows = [...commentRows, commentOf(99, { content: body.content, mine: true })]
        post = { ...post, comments: post.comments + 1 }
        return commentRows[commentRows.length - 1]
      })
      .on(ForumApi.report, () => ({ id: 1, approvalId: 3 }))
      .install()
  })

  test('the text is shown as text (markup never becomes elements), pictures, comments paged', async () => {
    const { container } = render(<ForumPostScreen />)
    await screen.findByTestId('forum-post-text')
    expect(screen.getByTestId('forum-post-text').textContent).toBe(EVIL)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect((window as any).__pwned).toBeUndefined()
    expect(screen.getByTestId('forum-post-pic-1')).toBeTruthy()
    await screen.findByTestId('forum-comment-10')
    expect(screen.queryByTestId('forum-comment-11')).toBeNull()
    expect(screen.getByTestId('forum-comments-count').textContent).toBe('12 comments')
    await page.bottom()
    await screen.findByTestId('forum-comment-12')
  })

  test("likes show the server's count; a comment like too; a comment is sent and the count read again", async () => {
    render(<ForumPostScreen />)
    await screen.findByTestId('forum-like')
    expect(screen.getByTestId('forum-likes').textContent).toBe('3')
    await tap('forum-like')
    await waitFor(() => expect(screen.getByTestId('forum-likes').textContent).toBe('5'))
    await tap('forum-like')
    await waitFor(() => expect(screen.getByTestId('forum-likes').textContent).toBe('4'))
    expect(api.calls(ForumApi.unlike)).toHaveLength(1)
    await screen.findByTestId('forum-comment-like-1')
    await tap('forum-comment-like-1')
    await waitFor(() => expect(screen.getByTestId('forum-comment-likes-1').textContent).toBe('7'))
    typeInto(screen.getByTestId('forum-comment-input'), 'Me too')
    await tap('forum-comment-send')
    await waitFor(() => expect(api.calls(ForumApi.comment)[0]?.body).toEqual({ postId: 5, content: 'Me too' }))
    await waitFor(() => expect(screen.getByTestId('forum-comments-count').textContent).toBe('13 comments'))
  })

  test('report: a reason from the sheet goes to the server', async () => {
    page.sheetAnswer = 1
    render(<ForumPostScreen />)
    await screen.findByTestId('forum-report')
    await tap('forum-report')
    await waitFor(() => expect(api.calls(ForumApi.report)[0]?.body).toEqual({ target: 'post', id: 5, reason: 'Abuse or harassment' }))
    await waitFor(() => expect(page.toasts).toContain('Reported: the staff will look at it'))
  })

  test('a guest reads it; tapping like opens the login and sends nothing', async () => {
    useSessionStore.getState().logout()
    render(<ForumPostScreen />)
    await screen.findByTestId('forum-like')
    await tap('forum-like')
    expect(api.calls(ForumApi.like)).toHaveLength(0)
    await waitFor(() => expect(page.navigations.some((n) => n.includes('public/account/appLogin'))).toBe(true))
  })

  test('a removed post says so, without its text or comments', async () => {
    post = { ...postOf(5), status: 'hidden', content: '', pictures: [] }
    render(<ForumPostScreen />)
    await screen.findByTestId('forum-post-removed')
    expect(screen.getByText('This post was removed')).toBeTruthy()
    expect(screen.queryByTestId('forum-comment-input')).toBeNull()
    expect(api.calls(ForumApi.comments)).toHaveLength(0)
    await tap('forum-to-list')
    expect(page.navigations).toEqual(['redirectTo /pages/user/discuss/index'])
  })
})

describe('user/discuss/index', () => {
  beforeEach(() => {
    page = fakePage({}, 'pages/user/discuss/index')
    api = fakeApi()
      .on(ForumApi.classes, () => classes)
      .on(ForumApi.list, ({ query }) => {
        const from = (Number(query.pageNum ?? 1) - 1) * 10
        const total = query.classId ? 1 : 13
        return { rows: Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => postOf(from + i + 1)), total }
      })
      .on(ForumApi.mine, () => ({ rows: [postOf(50, { mine: true, status: 'hidden', content: '' })], total: 1 }))
      .install()
  })

  test('class tabs, pages, pull to refresh, my posts, and the way to write one', async () => {
    render(<ForumListScreen />)
    await screen.findByTestId('forum-post-10')
    expect(screen.getByTestId('forum-post-likes-1').textContent).toBe('3')
    await page.bottom()
    await screen.findByTestId('forum-post-13')
    await tap('forum-tab-2')
    await waitFor(() => expect(screen.queryByTestId('forum-post-2')).toBeNull())
    expect(api.calls(ForumApi.list).at(-1)?.query).toMatchObject({ classId: 2, pageNum: 1 })
    const before = api.calls(ForumApi.list).length
    await page.pull()
    await waitFor(() => expect(api.calls(ForumApi.list).length).toBe(before + 1))
    await tap('forum-tab-mine')
    await screen.findByText('Removed after a report')
    await tap('forum-new')
    expect(page.navigations).toContain('navigateTo /pages/user/discuss/add')
  })
})
