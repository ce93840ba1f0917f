/**
 * Pages of the shared src rendered on React Native's test renderer, resolved like the RN build
 * (`*.rn.tsx` twins first, Taro RN's components and APIs). Only Taro.request is stubbed (test/taro.ts).
 * An RN-only crash (a web API, NutUI, text outside Text, a twin that throws) fails these tests.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, requests, resetAnswers, toasts } from './taro'
import { tap } from './tap'
import HomePage from '@/pages/tabbar/index'
import LoginPage from '@/pages/public/account/appLogin'
import NotReadyPage from '@/pages/auction/index'
import { setLocale } from '@/core/i18n'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const ok = (data: unknown) => ({ code: 200, msg: 'ok', ok: true, data })
const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })

const CONFIG = {
  globalBg: 'green',
  start: { layout: null },
  pages: [
    {
      pageType: 1,
      pageLayout: {
        components: [
          { id: 'n1', type: 'notice', props: { text: 'Welcome to the mall' } },
          { id: 'p1', type: 'products', props: { title: 'Picked for you', source: 1, size: 2 } },
        ],
      },
    },
  ],
}

beforeEach(async () => {
  resetAnswers()
  useSessionStore.getState().logout()
  // server data (the app configuration included) lives in the query cache: start every test without it
  clearQueries()
  await act(() => setLocale('en'))
})

test('home renders the server layout: notice and product cards', async () => {
  answer('/api/system/api/config/init', ok(CONFIG))
  answer(
    '/api/customer/api/product/list/1',
    page([
      { id: 1, title: 'Green tea 250 g', image: '/api/files/default/a.png', price: 1990, sales: 12 },
      { id: 2, title: 'Rice cooker', image: '/api/files/default/b.png', price: 29900, sales: 3 },
    ]),
  )
  render(<HomePage />)
  expect(await screen.findByText('Green tea 250 g')).toBeTruthy()
  expect(screen.getByText('Rice cooker')).toBeTruthy()
  expect(screen.getByText('Welcome to the mall')).toBeTruthy()
  expect(screen.getByText('Picked for you')).toBeTruthy()
  expect(requests.map((r) => r.url)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/api\/system\/api\/config\/init$/), expect.stringMatching(/\/api\/customer\/api\/product\/list\/1$/)]),
  )
})

test('home shows the error state with a retry button when the server fails', async () => {
  answer('/api/system/api/config/init', { code: 500, ok: false, msg: 'server broke' }, 500)
  render(<HomePage />)
  expect(await screen.findByText('server broke')).toBeTruthy()
  answer('/api/system/api/config/init', ok(CONFIG))
  answer('/api/customer/api/product/list/1', page([]))
  tap(screen.getByText('Retry'))
  await waitFor(() => expect(screen.queryByText('server broke')).toBeNull())
})

test('login renders its form and refuses an empty submit without sending', async () => {
  render(<LoginPage />)
  const submit = screen.getByTestId('login-submit')
  expect(submit).toBeTruthy()
  const before = requests.length
  tap(submit)
  await act(async () => {})
  // refused on the device before any request: a toast names the missing field
  expect(requests.length).toBe(before)
  expect(toasts).toHaveLength(1)
})

test('a page not built yet says so and offers the way home', () => {
  render(<NotReadyPage />)
  expect(screen.getByText('Coming soon')).toBeTruthy()
  expect(screen.getByText('Back to home')).toBeTruthy()
})
