// The data hook (src/core/data): every screen loads server data through it, so its rules are tested
// here once: dedupe, stale-response guard, retry, paging, invalidation, refetch when the page shows.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Text, View } from '@tarojs/components'
import { clearQueries, fetchQuery, invalidate, setFirstPage, useInfiniteQuery, useQuery, type PageOf } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { useSessionStore } from '@/core/stores/session'
import { Screen } from '@/core/ui'

/** A request whose answer the test releases by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: Error) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

let shows: Array<() => void> = []

beforeEach(() => {
  clearQueries()
  setLocale('en')
  shows = []
  // Taro's page lifecycle: the test plays "the page shows again"
  ;(Taro as any).useDidShow = (fn: () => void) => void shows.push(fn)
})

test('identical requests in flight are sent once; a forced request makes the earlier answer stale', async () => {
  const calls: Array<ReturnType<typeof deferred<string>>> = []
  const fetcher = () => {
    const d = deferred<string>()
    calls.push(d)
    return d.promise
  }
  const a = fetchQuery(['k'], fetcher)
  const b = fetchQuery(['k'], fetcher)
  expect(calls).toHaveLength(1)
  expect(a).toBe(b)
  const fresh = fetchQuery(['k'], fetcher, { force: true })
  expect(calls).toHaveLength(2)
  // the newer answer arrives first, then the older one: the older one must not overwrite it
  calls[1].resolve('new')
  await fresh
  calls[0].resolve('old')
  await a
  expect(await fetchQuery(['k'], fetcher)).toBe('new')
  expect(calls).toHaveLength(2)
})

function Names({ fetcher }: { fetcher: () => Promise<string[]> }) {
  const q = useQuery(['names'], fetcher)
  return (
    <Screen query={q} empty={q.data?.length === 0} emptyText='none'>
      <View data-testid='list'>
        {q.data?.map((n) => (
          <Text key={n}>{n}</Text>
        ))}
      </View>
    </Screen>
  )
}

test('loading, then error with retry, then data; two screens on one key send one request', async () => {
  let n = 0
  const fetcher = jest.fn(async () => {
    n++
    if (n === 1) throw new Error('server down')
    return ['ann', 'bob']
  })
  render(
    <>
      <Names fetcher={fetcher} />
      <Names fetcher={fetcher} />
    </>,
  )
  // a skeleton, not a spinner, while loading
  expect(screen.getAllByTestId('skeleton').length).toBe(2)
  await waitFor(() => expect(screen.getAllByText('server down').length).toBe(2))
  expect(fetcher).toHaveBeenCalledTimes(1)
  await act(async () => {
    fireEvent.click(screen.getAllByText('Retry')[0])
  })
  await waitFor(() => expect(screen.getAllByText('ann').length).toBe(2))
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('an empty answer shows the empty state', async () => {
  render(<Names fetcher={async () => []} />)
  await waitFor(() => expect(screen.getByText('none')).toBeTruthy())
})

test('invalidating a key prefix refetches the queries on screen and drops the others', async () => {
  let version = 1
  const fetcher = jest.fn(async () => [`v${version}`])
  render(<Names fetcher={fetcher} />)
  await waitFor(() => expect(screen.getByText('v1')).toBeTruthy())
  const offScreen = jest.fn(async () => 'x')
  await fetchQuery(['names-other'], offScreen)
  version = 2
  await act(() => invalidate(['names']))
  expect(screen.getByText('v2')).toBeTruthy()
  expect(fetcher).toHaveBeenCalledTimes(2)
  await act(() => invalidate(['names-other']))
  expect(offScreen).toHaveBeenCalledTimes(1)
  await fetchQuery(['names-other'], offScreen)
  expect(offScreen).toHaveBeenCalledTimes(2)
})

test('logout invalidates cached answers (they belong to the user)', async () => {
  const fetcher = jest.fn(async () => 'mine')
  await fetchQuery(['orders'], fetcher)
  useSessionStore.getState().logout()
  await Promise.resolve()
  await fetchQuery(['orders'], fetcher)
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('the page showing again refetches an answer older than staleMs, not a fresh one', async () => {
  const fetcher = jest.fn(async () => ['ann'])
  function Fresh() {
    const q = useQuery(['fresh'], fetcher, { staleMs: 60_000 })
    return <Text>{q.data?.join(',') ?? '-'}</Text>
  }
  function Old() {
    const q = useQuery(['old'], fetcher, { staleMs: 0 })
    return <Text>{q.data?.join(',') ?? '-'}</Text>
  }
  render(
    <>
      <Fresh />
      <Old />
    </>,
  )
  await waitFor(() => expect(screen.getAllByText('ann').length).toBe(2))
  expect(fetcher).toHaveBeenCalledTimes(2)
  await new Promise((r) => setTimeout(r, 5))
  await act(async () => shows.forEach((s) => s()))
  expect(fetcher).toHaveBeenCalledTimes(3)
})

type Row = { id: number }
const rowsOf = (from: number, to: number): Row[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }))

function Feed({ fetchPage, onReady }: { fetchPage: (n: number) => Promise<PageOf<Row>>; onReady: (q: ReturnType<typeof useInfiniteQuery<Row>>) => void }) {
  const q = useInfiniteQuery(['feed'], fetchPage)
  onReady(q)
  return (
    <View>
      <Text data-testid='count'>{q.rows.map((r) => r.id).join(',')}</Text>
      <Text data-testid='state'>{q.loadingMore ? 'more' : q.moreError ? 'more-failed' : q.done ? 'end' : 'idle'}</Text>
    </View>
  )
}

test('paging appends pages until total, without repeating rows; a failed page can be tried again', async () => {
  const answers: Record<number, PageOf<Row> | Error> = {
    1: { rows: rowsOf(1, 3), total: 7 },
    2: new Error('flaky'),
    3: { rows: rowsOf(7, 7), total: 7 },
  }
  const fetchPage = jest.fn(async (n: number) => {
    const a = answers[n]
    if (a instanceof Error) {
      answers[n] = { rows: rowsOf(3, 6), total: 7 } // the next try works; row 3 is repeated by the server
      throw a
    }
    return a
  })
  let q!: ReturnType<typeof useInfiniteQuery<Row>>
  render(<Feed fetchPage={fetchPage} onReady={(x) => (q = x)} />)
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1,2,3'))
  await act(async () => q.loadMore())
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('more-failed'))
  await act(async () => q.loadMore())
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1,2,3,4,5,6'))
  await act(async () => q.loadMore())
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('end'))
  expect(screen.getByTestId('count').textContent).toBe('1,2,3,4,5,6,7')
  const calls = fetchPage.mock.calls.length
  await act(async () => q.loadMore())
  expect(fetchPage.mock.calls.length).toBe(calls)
})

test('a reload starts at page 1 and drops a next page still on its way', async () => {
  const pending: Record<number, ReturnType<typeof deferred<PageOf<Row>>>> = {}
  let firstPages = 0
  const fetchPage = jest.fn((n: number) => {
    if (n === 1) return Promise.resolve({ rows: rowsOf(++firstPages * 10, firstPages * 10 + 1), total: 9 })
    pending[n] = deferred<PageOf<Row>>()
    return pending[n].promise
  })
  let q!: ReturnType<typeof useInfiniteQuery<Row>>
  render(<Feed fetchPage={fetchPage} onReady={(x) => (q = x)} />)
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('10,11'))
  await act(async () => q.loadMore())
  expect(screen.getByTestId('state').textContent).toBe('more')
  await act(async () => {
    await q.reload()
  })
  expect(screen.getByTestId('count').textContent).toBe('20,21')
  await act(async () => pending[2].resolve({ rows: rowsOf(12, 13), total: 9 }))
  expect(screen.getByTestId('count').textContent).toBe('20,21')
})

test('a first page that came with another answer (setFirstPage) shows without a request; the next page loads as usual', async () => {
  setFirstPage(['feed'], { rows: rowsOf(1, 3), total: 5 })
  const fetchPage = jest.fn(async (n: number) => (n === 2 ? { rows: rowsOf(4, 5), total: 5 } : { rows: rowsOf(90, 92), total: 5 }))
  let q!: ReturnType<typeof useInfiniteQuery<Row>>
  render(<Feed fetchPage={fetchPage} onReady={(x) => (q = x)} />)
  expect(screen.getByTestId('count').textContent).toBe('1,2,3')
  expect(fetchPage).not.toHaveBeenCalled()
  act(() => q.loadMore())
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1,2,3,4,5'))
  expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([2])
  expect(screen.getByTestId('state').textContent).toBe('end')
  // a newer first page (the layout fetched again) replaces the list and starts paging over
  act(() => setFirstPage(['feed'], { rows: rowsOf(7, 8), total: 2 }))
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('7,8'))
  expect(fetchPage).toHaveBeenCalledTimes(1)
})

test('a language change: the answers on screen fetch again in the new language, the others are dropped', async () => {
  // the server answers in the language of the `lang` header, which follows the settings
  const { useSettingsStore } = await import('@/core/stores/settings')
  const titles: Record<string, string> = { en: 'Tea', ja: 'お茶', zh_CN: '茶' }
  const sent: string[] = []
  const fetcher = async () => {
    const lang = useSettingsStore.getState().locale
    sent.push(lang)
    return [titles[lang]]
  }
  render(<Names fetcher={fetcher} />)
  await screen.findByText('Tea')
  await fetchQuery(['hidden'], async () => 'Tea (not on screen)')
  await act(() => setLocale('ja'))
  await screen.findByText('お茶')
  expect(screen.queryByText('Tea')).toBeNull()
  expect(sent).toEqual(['en', 'ja'])
  expect(await fetchQuery(['hidden'], async () => `again in ${useSettingsStore.getState().locale}`)).toBe('again in ja')
})
