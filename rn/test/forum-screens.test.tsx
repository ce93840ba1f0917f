/**
 * The forum on React Native, resolved like the RN build: a post's page shows the text as text, its pictures,
 * likes with the server's count and the comments; the list shows the class tabs and posts; the form has its class
 * chips, text and picture button. No text outside a Text anywhere.
 */
import { act, render, waitFor, within } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { ok, sent, byTid, queryTid, tapTid, expectNoLooseText } from './screen-helpers'
import InfoPage from '@/pages/user/discuss/info'
import ListPage from '@/pages/user/discuss/index'
import AddPage from '@/pages/user/discuss/add'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const EVIL = '<script>alert(1)</script>\nsecond line'
const post = (id: number, extra = {}) => ({
  id,
  classId: 1,
  className: 'Food',
  content: id === 5 ? EVIL : `Post ${id}`,
  pictures: ['/api/files/default/demo/forum-1-1.svg'],
  author: { id: 9, nickname: 'Mia', avatar: '' },
  likes: 3,
  comments: 1,
  liked: false,
  mine: false,
  status: 'shown',
  createTime: '2026-11-26T10:00:00.000Z',
  ...extra,
})
const comment = {
  id: 11,
  postId: 5,
  content: 'Nice',
  author: { id: 8, nickname: 'Leo', avatar: '' },
  likes: 1,
  liked: false,
  mine: false,
  createTime: '2026-11-26T11:00:00.000Z',
}
const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })
const classes = ok([
  { id: 1, name: 'Food' },
  { id: 2, name: 'Questions' },
])

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  navigations.length = 0
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('forum', () => {
  afterEach(expectNoLooseText)

  test("a post: its text as text, a like shows the server's count, the comments", async () => {
    openWith({ id: '5' })
    answer('/api/customer/forum/info/5', ok(post(5)))
    answer('/api/customer/comments/list/5', page([comment]))
    answer('/api/customer/forum/likeIt/5', ok({ id: 5, liked: true, likes: 9 }))
    render(<InfoPage />)
    await waitFor(() => expect(queryTid('forum-post-text')).not.toBeNull())
    expect(within(byTid('forum-post-text')).getByText(EVIL)).toBeTruthy()
    await waitFor(() => expect(queryTid('forum-comment-11')).not.toBeNull())
    tapTid('forum-like')
    await waitFor(() => expect(within(byTid('forum-likes')).getByText('9')).toBeTruthy())
    expect(sent('POST', '/api/customer/forum/likeIt/5')).toHaveLength(1)
  })

  test('the list: class tabs and posts; a post opens its page', async () => {
    answer('/api/customer/forum/class/getList', classes)
    answer('/api/customer/forum/list', page([post(7), post(6)]))
    render(<ListPage />)
    await waitFor(() => expect(queryTid('forum-post-7')).not.toBeNull())
    expect(queryTid('forum-tab-2')).not.toBeNull()
    tapTid('forum-post-7')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/user/discuss/info?id=7'))
  })

  test('the form: class chips, the text box and the picture button', async () => {
    answer('/api/customer/forum/class/getList', classes)
    render(<AddPage />)
    await waitFor(() => expect(queryTid('forum-class-1')).not.toBeNull())
    expect(queryTid('forum-add-pic-button')).not.toBeNull()
    expect(queryTid('forum-submit')).not.toBeNull()
  })
})
