/**
 * The information feed on React Native, resolved like the RN build: the feed's cards and categories, and an
 * article whose body blocks (headings, paragraphs, pictures, a quote, a link) are drawn with RN's Text and Image:
 * markup inside a text is shown as characters (there is no HTML renderer to run it). No text outside a Text.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { ok, queryTid, tapTid, expectNoLooseText } from './screen-helpers'
import FeedPage from '@/pages/information/index'
import InfoPage from '@/pages/information/info'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const card = (id: number) => ({
  id,
  categoryId: 1,
  categoryName: 'News',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  cover: `/api/files/default/demo/a${id}.svg`,
  publishTime: '2026-11-26T10:00:00.000Z',
  views: 2,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  await act(() => setLocale('en'))
})

describe('articles', () => {
  afterEach(expectNoLooseText)

  test('the feed as a guest: categories and cards; a card opens its article', async () => {
    answer('/api/customer/api/information/class/list', ok([{ id: 1, name: 'News', sort: 0 }]))
    answer('/api/customer/api/information/list', { code: 200, msg: 'ok', ok: true, rows: [card(2), card(1)], total: 2 })
    render(<FeedPage />)
    await waitFor(() => expect(queryTid('article-2')).not.toBeNull())
    expect(screen.getByText('Article 2')).toBeTruthy()
    expect(screen.getAllByText(/^News · 2026-11-2\d \d\d:\d\d · 2 views$/)).toHaveLength(2)
    tapTid('article-1')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/information/info?id=1'))
  })

  test('an article: blocks drawn as Text and Image; markup stays text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>'
    openWith({ id: '7' })
    answer(
      '/api/customer/api/information/info/7',
      ok({
        ...card(7),
        body: [
          { type: 'h', text: 'A heading' },
          { type: 'p', text: hostile },
          { type: 'img', src: '/api/files/default/demo/p1.svg' },
          { type: 'quote', text: 'A quote' },
          { type: 'link', text: 'Read more', href: 'https://mall.example/x' },
        ],
      }),
    )
    render(<InfoPage />)
    await waitFor(() => expect(queryTid('article-title')).not.toBeNull())
    expect(screen.getByText('A heading')).toBeTruthy()
    expect(screen.getByText(hostile)).toBeTruthy()
    expect(screen.getByText('A quote')).toBeTruthy()
    const images = screen.UNSAFE_root.findAll((n) => String(n.props.src ?? n.props.source?.uri ?? '').includes('/demo/p1.svg'))
    expect(images.length).toBeGreaterThan(0)
    tapTid('article-link')
    await waitFor(() => expect(navigations).toContain(`navigateTo /pages/web?url=${encodeURIComponent('https://mall.example/x')}`))
  })
})
