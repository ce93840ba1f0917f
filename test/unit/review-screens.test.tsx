// Reviews: `order/comment` (every line 1-5 stars, text with its 140 counter, public pictures, anonymous;
// one submit, then back to the order) and the merchant's `merchant/reviews` (unreplied filter, one reply).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi, OrderCodes, type OrderDetail } from '~types/order'
import { ReviewApi, type MerchantReview } from '~types/review'
import { UploadApi } from '~types/upload'
import { useSessionStore } from '@/core/stores'
import { CommentScreen } from '@/features/review/comment-screen'
import { MerchantReviewsScreen } from '@/features/review/merchant-reviews-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { detail } from './order-fixtures'

jest.setTimeout(20_000)

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
let api: FakeApi
let page: FakePage
let current: OrderDetail
let uploads = 0
let mime = 'image/png'

const twoLines = (): OrderDetail => {
  const d = detail(7, { state: 'to_review', status: 'to_review', actions: ['review'] })
  return { ...d, lines: [d.lines[0], { ...d.lines[0], itemId: 72, productId: 60, skuId: 61, title: 'Black tea 7' }] }
}
const mreview = (id: number, extra: Partial<MerchantReview> = {}): MerchantReview => ({
  id,
  productId: 50,
  productTitle: 'Green tea',
  productImage: '/api/files/t.png',
  rating: 4,
  content: `Nice tea ${id}`,
  images: [],
  nickname: 'D***r',
  reply: null,
  repliedAt: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  ...extra,
})

const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

describe('order/comment', () => {
  beforeEach(() => {
    page = fakePage({ id: '7' }, 'pages/order/comment/index')
    current = twoLines()
    uploads = 0
    mime = 'image/png'
    api = fakeApi()
      .on(OrderApi.detail, ({ params }) => (Number(params.id) === 7 ? current : refuse(404, 404, 'Order not found')))
      .on(UploadApi.upload, () => ({ id: uuid(++uploads), url: `/api/files/default/${uuid(uploads)}.png`, mime, size: 2048, scope: 'public' as const }))
      .on(ReviewApi.submit, ({ body }) => ({ id: 7, state: 'completed', reviewIds: body.items.map((_: unknown, i: number) => 900 + i) }))
      .install()
  })
  afterEach(() => expect(api.problems()).toEqual([]))

  test('each line: 5 stars by default, text with its counter, public pictures, anonymous; one submit, then back', async () => {
    page.chosen = ['/tmp/a.jpg', '/tmp/b.jpg']
    render(<CommentScreen />)
    await screen.findByTestId('comment-line-71')
    expect(screen.getByTestId('comment-line-72')).toBeTruthy()
    expect(document.querySelectorAll('[data-testid="stars-71"] .rw-star--on')).toHaveLength(5)
    await tap('stars-71-3')
    expect(document.querySelectorAll('[data-testid="stars-71"] .rw-star--on')).toHaveLength(3)
    typeInto(screen.getByTestId('text-71'), 'Fresh leaves')
    await waitFor(() => expect(screen.getByTestId('count-71').textContent).toBe('12/140'))
    expect(screen.getByTestId('count-72').textContent).toBe('0/140')
    // the text stops at 140
    typeInto(screen.getByTestId('text-72'), 'x'.repeat(150))
    await waitFor(() => expect(screen.getByTestId('count-72').textContent).toBe('140/140'))
    await tap('add-71')
    await waitFor(() => expect(screen.getAllByTestId('comment-img')).toHaveLength(2))
    expect(api.calls(UploadApi.upload).map((c) => c.body)).toEqual([
      { scope: 'public', filePath: '/tmp/a.jpg' },
      { scope: 'public', filePath: '/tmp/b.jpg' },
    ])
    await tap('anonymous')
    await tap('comment-submit')
    await waitFor(() => expect(api.calls(ReviewApi.submit)).toHaveLength(1))
    const [sent] = api.calls(ReviewApi.submit)
    expect(sent.body).toEqual({
      anonymous: true,
      items: [
        { itemId: 71, rating: 3, content: 'Fresh leaves', images: [uuid(1), uuid(2)] },
        { itemId: 72, rating: 5, content: 'x'.repeat(140), images: [] },
      ],
    })
    await waitFor(() => expect(page.toasts).toContain('Thanks for your review'))
    await waitFor(() => expect(page.navigations.some((n) => n.startsWith('navigateBack'))).toBe(true))
  })

  test('a picture of another type is refused on the page and not sent', async () => {
    mime = 'image/gif'
    page.chosen = ['/tmp/a.gif']
    render(<CommentScreen />)
    await screen.findByTestId('add-71')
    await tap('add-71')
    await waitFor(() => expect(page.toasts).toContain('Only jpg, jpeg, png or webp pictures'))
    expect(screen.queryAllByTestId('comment-img')).toHaveLength(0)
  })

  test('an order not waiting for a review: a note and no submit', async () => {
    current = { ...twoLines(), state: 'completed', status: 'completed' }
    render(<CommentScreen />)
    await screen.findByTestId('comment-closed')
    expect(screen.queryByTestId('comment-submit')).toBeNull()
  })

  test("the server's refusal is shown and the page stays", async () => {
    api.on(ReviewApi.submit, () => refuse(409, OrderCodes.STATE, 'The order cannot do that now'))
    render(<CommentScreen />)
    await screen.findByTestId('comment-submit')
    await tap('comment-submit')
    await waitFor(() => expect(page.toasts).toContain('The order cannot do that now'))
    expect(page.navigations).toEqual([])
  })
})

describe('merchant/reviews', () => {
  let rows: MerchantReview[]
  beforeEach(() => {
    page = fakePage({}, 'pages/merchant/reviews/index')
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    rows = [mreview(1), mreview(2, { reply: 'Thanks!', repliedAt: '2026-12-02T08:00:00.000Z' })]
    api = fakeApi()
      .on(ReviewApi.merchantList, ({ query }) => {
        const r = String(query.unreplied) === 'true' ? rows.filter((x) => x.reply === null) : rows
        return { rows: r, total: r.length }
      })
      .on(ReviewApi.reply, ({ params, body }) => {
        const i = rows.findIndex((x) => x.id === Number(params.id))
        rows[i] = { ...rows[i], reply: body.reply, repliedAt: '2026-12-03T08:00:00.000Z' }
        return rows[i]
      })
      .install()
  })
  afterEach(() => expect(api.problems()).toEqual([]))

  test('lists the reviews, filters the unreplied, replies once and shows the reply', async () => {
    render(<MerchantReviewsScreen />)
    await screen.findByTestId('mreview-1')
    expect(screen.getByTestId('mreply-2').textContent).toContain('Thanks!')
    expect(screen.queryByTestId('reply-2')).toBeNull()
    await tap('tab-unreplied')
    await waitFor(() => expect(screen.queryByTestId('mreview-2')).toBeNull())
    await tap('reply-1')
    await tap('reply-send-1')
    expect(page.toasts).toContain('Please write a reply')
    expect(api.calls(ReviewApi.reply)).toHaveLength(0)
    typeInto(screen.getByTestId('reply-text-1'), 'We are glad you like it')
    await tap('reply-send-1')
    await waitFor(() => expect(api.calls(ReviewApi.reply)).toHaveLength(1))
    expect(api.calls(ReviewApi.reply)[0].body).toEqual({ reply: 'We are glad you like it' })
    await tap('tab-all')
    await waitFor(() => expect(screen.getByTestId('mreply-1').textContent).toContain('We are glad you like it'))
  })

  test('an account without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<MerchantReviewsScreen />)
    await screen.findByText('This account owns no shop')
    expect(api.calls(ReviewApi.merchantList)).toHaveLength(0)
  })
})
