// The short videos: the feed (`tabbar/video`: one clip at a time, the current one plays, likes counted by the
// server, the product and the shop, paging near the end, empty and error states) and the merchant's videos
// (`merchant/videos`: list, publish with uploads and a product, refusals under their field, delete).
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { UploadApi } from '~types/upload'
import { VideoApi, VideoCodes, type FeedVideo, type MerchantVideo } from '~types/video'
import { clearQueries } from '@/core/data'
import { useSessionStore } from '@/core/stores/session'
import { VideoFeedScreen } from '@/features/video/feed-screen'
import { MerchantVideosScreen } from '@/features/video/merchant-videos-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const clip = (id: number, extra: Partial<FeedVideo> = {}): FeedVideo => ({
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

let api: FakeApi
let page: FakePage
let feed: FeedVideo[]
/** createVideoContext(id).play / pause calls, as `play video-3` */
let player: string[]

/** Play a swipe: Taro's Swiper tells its `change` with the new index. */
const swipeTo = (current: number) =>
  act(() => void document.querySelector('taro-swiper-core')!.dispatchEvent(new CustomEvent('change', { detail: { current, source: 'touch' }, bubbles: true })))

beforeEach(() => {
  clearQueries()
  page = fakePage({}, 'pages/tabbar/video')
  player = []
  ;(Taro as any).createVideoContext = (id: string) => ({ play: () => player.push(`play ${id}`), pause: () => player.push(`pause ${id}`) })
  ;(Taro as any).useDidHide = () => {}
  feed = Array.from({ length: 8 }, (_, i) => clip(8 - i))
  api = fakeApi()
    .on(VideoApi.feed, ({ query }) => {
      const n = Number(query.pageNum ?? 1)
      const size = Number(query.pageSize ?? 10)
      return { rows: feed.slice((n - 1) * size, n * size), total: feed.length }
    })
    .on(VideoApi.like, ({ params }) => ({ id: Number(params.id), liked: true, likes: 42 }))
    .on(VideoApi.unlike, ({ params }) => ({ id: Number(params.id), liked: false, likes: 41 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('the short-video feed (tabbar/video)', () => {
  test('the first clip is current and plays; only it and its neighbour have a player; the product card shows the server price', async () => {
    render(<VideoFeedScreen />)
    const current = await screen.findByTestId('video-current')
    expect(current.getAttribute('data-video-id')).toBe('8')
    expect(screen.getByTestId('video-likes').textContent).toBe('8')
    expect(screen.getByTestId('video-shop').textContent).toBe('@Shop 8')
    expect(screen.getByTestId('video-product').textContent).toContain('Product 8')
    expect(screen.getByTestId('video-product').textContent).toContain('¥19.90')
    expect(screen.getByTestId('video-product').textContent).toContain('¥29.90')
    // the first page: 5 clips (VIDEO_PAGE_SIZE), players for clips 8 and 7 only
    expect(document.querySelectorAll('[data-video-id]').length).toBe(5)
    expect(document.querySelectorAll('taro-video-core').length).toBe(2)
    expect(document.getElementById('video-8')?.getAttribute('src')).toMatch(/\/api\/files\/default\/demo\/clip-8\.mp4$/)
    await waitFor(() => expect(player).toEqual(expect.arrayContaining(['play video-8', 'pause video-7'])))
    expect(player).not.toContain('play video-7')
  })

  test('a swipe makes the next clip current: it plays, the previous pauses; near the end the next page is asked for once', async () => {
    render(<VideoFeedScreen />)
    await screen.findByTestId('video-current')
    player = []
    swipeTo(1)
    await waitFor(() => expect(screen.getByTestId('video-current').getAttribute('data-video-id')).toBe('7'))
    await waitFor(() => expect(player).toEqual(expect.arrayContaining(['play video-7', 'pause video-8'])))
    expect(api.calls(VideoApi.feed).length).toBe(1)
    // 5 rows: at index 2 only VIDEO_PREFETCH_AHEAD (2) are left ahead
    swipeTo(2)
    await waitFor(() => expect(api.calls(VideoApi.feed).map((c) => c.query.pageNum)).toEqual([1, 2]))
    await waitFor(() => expect(document.querySelectorAll('[data-video-id]').length).toBe(8))
    swipeTo(7)
    expect((await screen.findByTestId('video-end')).textContent).toBe("You've reached the end")
    expect(api.calls(VideoApi.feed).length).toBe(2)
  })

  test("a like shows the server's count; tapping again takes it back; a guest goes to login and nothing is sent", async () => {
    render(<VideoFeedScreen />)
    fireEvent.click(await screen.findByTestId('video-like'))
    await waitFor(() => expect(screen.getByTestId('video-likes').textContent).toBe('42'))
    expect(screen.getByTestId('video-liked')).toBeTruthy()
    expect(api.calls(VideoApi.like).map((c) => c.params)).toEqual([{ id: '8' }])
    fireEvent.click(screen.getByTestId('video-like'))
    await waitFor(() => expect(screen.getByTestId('video-likes').textContent).toBe('41'))
    expect(screen.queryByTestId('video-liked')).toBeNull()
    expect(api.calls(VideoApi.unlike).length).toBe(1)
    useSessionStore.getState().logout()
    fireEvent.click(screen.getByTestId('video-like'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/account/appLogin']))
    expect(api.calls(VideoApi.like).length).toBe(1)
  })

  test('the product card opens the product, the shop name the shop', async () => {
    render(<VideoFeedScreen />)
    fireEvent.click(await screen.findByTestId('video-product'))
    fireEvent.click(screen.getByTestId('video-shop'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/classify/goods/info/index?id=508', 'navigateTo /pages/store/index?id=108']))
  })

  test('no videos: the empty state; a failure: the error with retry; pull to refresh asks again', async () => {
    feed = []
    const { unmount } = render(<VideoFeedScreen />)
    expect(await screen.findByText('No videos yet')).toBeTruthy()
    expect(screen.queryByTestId('video-current')).toBeNull()
    unmount()
    clearQueries()
    api.on(VideoApi.feed, () => refuse(500, 500, 'Server busy'))
    render(<VideoFeedScreen />)
    expect(await screen.findByText('Server busy')).toBeTruthy()
    feed = [clip(1)]
    api.on(VideoApi.feed, () => ({ rows: feed, total: 1 }))
    await page.pull()
    expect((await screen.findByTestId('video-current')).getAttribute('data-video-id')).toBe('1')
  })
})

describe("the merchant's videos (merchant/videos)", () => {
  const mine = (id: number, extra: Partial<MerchantVideo> = {}): MerchantVideo => ({ ...clip(id), status: 'published', productId: 500 + id, ...extra })
  let rows: MerchantVideo[]
  beforeEach(() => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    rows = [mine(3), mine(2, { product: null, productId: null })]
    ;(Taro as any).chooseVideo = jest.fn(async () => ({ tempFilePath: '/tmp/clip.mp4' }))
    api
      .on(VideoApi.merchantList, () => ({ rows, total: rows.length }))
      .on(VideoApi.merchantShops, () => [
        {
          shopId: 9,
          shopName: 'Moments Café',
          products: [
            { id: 61, title: 'Americano', image: '/api/files/a.png', price: 2200, originalPrice: 2200, inStock: true },
            { id: 62, title: 'Latte', image: '/api/files/b.png', price: 2800, originalPrice: 2800, inStock: true },
          ],
        },
      ])
      .on(UploadApi.upload, ({ body }) =>
        String((body as { filePath: string }).filePath).endsWith('.mp4')
          ? { id: '11111111-1111-4111-8111-111111111111', url: '/api/files/default/2026/12/v.mp4', mime: 'video/mp4', size: 70_000, scope: 'public' as const }
          : { id: '22222222-2222-4222-8222-222222222222', url: '/api/files/default/2026/12/c.jpg', mime: 'image/jpeg', size: 9_000, scope: 'public' as const },
      )
      .on(VideoApi.merchantCreate, ({ body }) => mine(9, { title: String(body.title) }))
      .on(VideoApi.merchantDelete, ({ params }) => ({ id: Number(params.id) }))
  })

  test('an account without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<MerchantVideosScreen />)
    expect(await screen.findByText("Only a shop's merchant can manage short videos")).toBeTruthy()
    expect(api.calls(VideoApi.merchantList)).toEqual([])
  })

  test('the list with likes and products; publish: video and cover uploaded public, a product chosen, the list asked again', async () => {
    render(<MerchantVideosScreen />)
    expect((await screen.findByTestId('mine-3')).textContent).toContain('3 likes')
    expect(screen.getByTestId('mine-3').textContent).toContain('Product 3 · ¥19.90')
    fireEvent.click(screen.getByTestId('new-video'))
    // nothing uploaded yet: said under each field, nothing sent
    fireEvent.click(await screen.findByTestId('publish-video'))
    expect((await screen.findByTestId('error-title')).textContent).toBe('Enter a title')
    expect(screen.getByTestId('error-videoId').textContent).toBe('Upload a video first')
    expect(screen.getByTestId('error-coverId').textContent).toBe('Upload a cover first')
    expect(api.calls(VideoApi.merchantCreate)).toEqual([])
    act(() => void screen.getByTestId('f-title').dispatchEvent(new CustomEvent('input', { detail: { value: ' Morning coffee ' }, bubbles: true })))
    fireEvent.click(screen.getByTestId('choose-video'))
    await waitFor(() => expect(screen.getByTestId('choose-video').textContent).toBe('Uploaded'))
    fireEvent.click(screen.getByTestId('choose-cover'))
    expect(await screen.findByTestId('cover-preview')).toBeTruthy()
    expect(api.calls(UploadApi.upload).map((c) => (c.body as { scope: string }).scope)).toEqual(['public', 'public'])
    fireEvent.click(await screen.findByTestId('product-62'))
    const listed = api.calls(VideoApi.merchantList).length
    fireEvent.click(screen.getByTestId('publish-video'))
    await waitFor(() => expect(api.calls(VideoApi.merchantCreate).length).toBe(1))
    expect(api.calls(VideoApi.merchantCreate)[0].body).toEqual({
      title: 'Morning coffee',
      videoId: '11111111-1111-4111-8111-111111111111',
      coverId: '22222222-2222-4222-8222-222222222222',
      shopId: 9,
      productId: 62,
    })
    await waitFor(() => expect(page.toasts).toContain('Published'))
    await waitFor(() => expect(api.calls(VideoApi.merchantList).length).toBeGreaterThan(listed))
    expect(screen.queryByTestId('video-form')).toBeNull()
  })

  test("the server's refusal stays under the field it names", async () => {
    api.on(VideoApi.merchantCreate, () => refuse(400, VideoCodes.PRODUCT, 'Choose a product this shop has on sale', 'productId'))
    render(<MerchantVideosScreen />)
    fireEvent.click(await screen.findByTestId('new-video'))
    act(() => void screen.getByTestId('f-title').dispatchEvent(new CustomEvent('input', { detail: { value: 'x' }, bubbles: true })))
    fireEvent.click(screen.getByTestId('choose-video'))
    await waitFor(() => expect(screen.getByTestId('choose-video').textContent).toBe('Uploaded'))
    fireEvent.click(screen.getByTestId('choose-cover'))
    await screen.findByTestId('cover-preview')
    fireEvent.click(await screen.findByTestId('product-61'))
    fireEvent.click(screen.getByTestId('publish-video'))
    expect((await screen.findByTestId('error-productId')).textContent).toBe('Choose a product this shop has on sale')
    expect(screen.getByTestId('video-form')).toBeTruthy()
  })

  test('delete asks first; refused: nothing sent; confirmed: deleted and the list asked again', async () => {
    render(<MerchantVideosScreen />)
    await screen.findByTestId('mine-3')
    page.modalAnswer = false
    fireEvent.click(screen.getByTestId('delete-3'))
    await waitFor(() => expect(page.modals.length).toBe(1))
    expect(api.calls(VideoApi.merchantDelete)).toEqual([])
    page.modalAnswer = true
    rows = [rows[1]]
    fireEvent.click(screen.getByTestId('delete-3'))
    await waitFor(() => expect(api.calls(VideoApi.merchantDelete).map((c) => c.params)).toEqual([{ id: '3' }]))
    await waitFor(() => expect(screen.queryByTestId('mine-3')).toBeNull())
    expect(page.toasts).toContain('Deleted')
  })
})
