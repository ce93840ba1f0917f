// A product's reviews (`classify/goods/evaluation?id=&review=`): a review tapped on the product page shows first,
// with its way to the product, and not again in the list (it had `user/discuss/info` before issue 25 gave that
// page to the forum).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CatalogApi, type Review } from '~types/catalog'
import { ReviewsScreen } from '@/features/product/reviews-screen'
import { fakeApi, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const review = (id: number): Review => ({
  id,
  productId: 50,
  rating: 5,
  content: `Review ${id}`,
  images: [],
  skuText: '',
  reply: null,
  nickname: 'Ann',
  avatar: '',
  createdAt: '2026-11-20T08:00:00.000Z',
})

let api: FakeApi
let page: FakePage
beforeEach(() => {
  api = fakeApi()
    .on(CatalogApi.reviewCounts, () => ({ counts: { all: 3, pictures: 0, good: 3, medium: 0, bad: 0 }, rating: 5 }))
    .on(CatalogApi.productReviews, () => ({ rows: [review(1), review(2), review(3)], total: 3 }))
    .on(CatalogApi.review, ({ params }) => review(Number(params.id)))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('the tapped review first, once, with the way to the product', async () => {
  page = fakePage({ id: '50', review: '2' }, 'pages/classify/goods/evaluation')
  render(<ReviewsScreen />)
  await screen.findByTestId('review-pinned')
  expect(screen.getByTestId('review-pinned').textContent).toContain('Review 2')
  await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(3))
  expect(screen.getAllByText('Review 2')).toHaveLength(1)
  await act(async () => void fireEvent.click(screen.getByText('View the product')))
  expect(page.navigations).toEqual(['navigateTo /pages/classify/goods/info/index?id=50'])
})

test('without `review`: the list alone', async () => {
  page = fakePage({ id: '50' }, 'pages/classify/goods/evaluation')
  render(<ReviewsScreen />)
  await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(3))
  expect(screen.queryByTestId('review-pinned')).toBeNull()
  expect(api.calls(CatalogApi.review)).toHaveLength(0)
})
