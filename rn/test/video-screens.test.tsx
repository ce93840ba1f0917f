/**
 * The short videos on React Native, resolved like the RN build (`*.rn.*` twins first, Taro RN's components:
 * its Swiper and its Video over expo-av): the feed shows the current clip with its shop, likes and product, a
 * like sends once and shows the server's count, the product opens its page; the merchant's videos list and
 * delete. No text outside a Text anywhere.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { answer, navigations, resetAnswers, toasts } from './taro'
import { ok, sent, byTid, queryTid, tapTid, expectNoLooseText } from './screen-helpers'
import FeedPage from '@/pages/tabbar/video'
import MerchantPage from '@/pages/merchant/videos'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

// Taro RN's Swiper pages with react-native-pager-view, a native view (inert in setup.ts): here its pages are
// plain views laid one after another, so the clips render as on a device; paging is the native part.
jest.mock('react-native-pager-view', () => {
  const React = require('react')
  const { View } = require('react-native')
  const Pager = React.forwardRef((p: { style?: unknown; children?: unknown }, ref: unknown) => {
    React.useImperativeHandle(ref, () => ({ setPage() {}, setPageWithoutAnimation() {}, setScrollEnabled() {} }))
    return React.createElement(View, { style: p.style }, p.children)
  })
  return { __esModule: true, default: Pager }
})

/** Taro RN's showModal is a native alert: the user's "OK" is played here */
const modals: string[] = []

const clip = (id: number, extra = {}) => ({
  id,
  title: `Clip ${id}`,
  url: `/api/files/default/demo/clip-${id}.mp4`,
  cover: `/api/files/default/demo/clip-${id}.jpg`,
  shopId: 100 + id,
  shopName: `Shop ${id}`,
  shopLogo: '',
  product: { id: 500 + id, title: `Product ${id}`, image: '/api/files/p.png', price: 1990, originalPrice: 2990, inStock: true },
  likes: id,
  liked: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...extra,
})
const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
  modals.length = 0
  ;(Taro as unknown as Record<string, unknown>).showModal = async (o: { content: string }) => (modals.push(o.content), { confirm: true, cancel: false })
})

describe('short videos', () => {
  // runs before the library's cleanup: the last screen is still mounted
  afterEach(expectNoLooseText)

  test("the feed: the current clip with its shop and product; a like shows the server's count; the product opens its page", async () => {
    answer('/api/video/api/feed', page([clip(3), clip(2), clip(1)]))
    answer('/api/video/api/3/like', ok({ id: 3, liked: true, likes: 42 }))
    render(<FeedPage />)
    await waitFor(() => expect(queryTid('video-current')).not.toBeNull())
    expect(within(byTid('video-shop')).getByText('@Shop 3')).toBeTruthy()
    expect(within(byTid('video-likes')).getByText('3')).toBeTruthy()
    expect(within(byTid('video-product')).getByText('Product 3')).toBeTruthy()
    expect(within(byTid('video-product')).getByText('¥19.90')).toBeTruthy()
    // the current clip has its player (Taro RN's Video), told to play
    const playing = (name: string) =>
      screen.UNSAFE_root.findAll((n) => n.props.autoplay === true && n.props.loop === true && String(n.props.src).endsWith(name))
    expect(playing('clip-3.mp4').length).toBeGreaterThan(0)
    // the next clip has its player ready, paused
    expect(playing('clip-2.mp4')).toHaveLength(0)
    expect(screen.UNSAFE_root.findAll((n) => n.props.autoplay === false && String(n.props.src).endsWith('clip-2.mp4')).length).toBeGreaterThan(0)
    tapTid('video-like')
    await waitFor(() => expect(within(byTid('video-likes')).getByText('42')).toBeTruthy())
    expect(sent('POST', '/api/video/api/3/like')).toHaveLength(1)
    tapTid('video-product')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/classify/goods/info/index?id=503'))
  })

  test('the feed without videos says so', async () => {
    answer('/api/video/api/feed', page([]))
    render(<FeedPage />)
    await waitFor(() => expect(screen.getByText('No videos yet')).toBeTruthy())
  })

  test("the merchant's videos: the list with likes; delete after asking", async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
    answer('/api/video/merchant/videos', page([{ ...clip(4), status: 'published', productId: 504 }]))
    answer('/api/video/merchant/videos/4', ok({ id: 4 }))
    render(<MerchantPage />)
    await waitFor(() => expect(queryTid('mine-4')).not.toBeNull())
    expect(within(byTid('mine-4')).getByText('Shop 4 · 4 likes')).toBeTruthy()
    tapTid('delete-4')
    await waitFor(() => expect(sent('DELETE', '/api/video/merchant/videos/4')).toHaveLength(1))
    expect(modals).toEqual(['Delete this video? It will no longer appear in the video feed.'])
    await waitFor(() => expect(toasts).toContain('Deleted'))
  })
})
