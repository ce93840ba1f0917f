/**
 * Flash sales on React Native (`seckill/seckill`): the page entry of the shared src resolved like the RN build, with a
 * fake API (test/taro.ts `answer`). Sessions as tabs, the countdown from the server's clock, the server's prices and
 * states, buy -> the checkout of the offer; sold out cannot be pressed.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { byTid, expectNoLooseText, ok, queryTid, tapTid } from './screen-helpers'
import SalePage from '@/pages/seckill/seckill'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const MIN = 60_000
const item = (id: number, extra = {}) => ({
  id,
  sessionId: 1,
  skuId: 100 + id,
  productId: 200 + id,
  shopId: 5,
  shopName: 'Tea House',
  title: `Tea ${id}`,
  image: '',
  specText: '',
  currency: 'CNY',
  price: 990,
  originalPrice: 2500,
  quantity: 20,
  left: 7,
  soldPct: 65,
  limit: 2,
  mine: 0,
  state: 'running',
  ...extra,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('flash sale on React Native', () => {
  afterEach(expectNoLooseText)

  test("the server's clock, prices and states; buy opens the offer's checkout", async () => {
    openWith({})
    // the server's clock is three hours ahead of the device: its session runs now
    const server = Date.now() + 180 * MIN
    answer(
      '/api/seckill/api/today',
      ok({
        serverTime: new Date(server).toISOString(),
        sessions: [
          {
            id: 1,
            title: 'Now',
            startsAt: new Date(server - 10 * MIN).toISOString(),
            endsAt: new Date(server + 50 * MIN).toISOString(),
            state: 'running',
            items: [item(1), item(2, { left: 0, soldPct: 100, state: 'soldOut' })],
          },
        ],
      }),
    )
    render(<SalePage />)
    await waitFor(() => expect(queryTid('sk-countdown')).not.toBeNull())
    expect(screen.getByText('Ends in')).toBeTruthy()
    expect(screen.getAllByText('¥9.90').length).toBe(2)
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(byTid('sk-item-1')).toBeTruthy()
    tapTid('sk-buy')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=101&count=1&offer=flash%3A1']))
  })
})
