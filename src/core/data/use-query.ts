import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useReducer, useRef } from 'react'
import { entryOf, fetchQuery, notify, setQueryData, type Entry, type QueryKey } from './query-cache'

export interface QueryOptions {
  /** false: do not fetch (yet), e.g. until a parameter is known */
  enabled?: boolean
  /** an answer younger than this is not fetched again on mount or when the page shows again (ms) */
  staleMs?: number
  /** fetch again when the page shows again (Taro's `useDidShow`) and the answer is older than staleMs */
  refetchOnShow?: boolean
}

/** What `Screen` needs to draw the states of a query. */
export interface QueryState {
  /** no data yet and a request is under way (or about to be) */
  loading: boolean
  /** the last request failed (its message) and there is no data to show instead */
  error: string | null
  /** fetch again, dropping answers to earlier requests */
  reload(): Promise<unknown>
}

export interface QueryResult<T> extends QueryState {
  data: T | undefined
  /** data is shown and a newer answer is on its way */
  refreshing: boolean
}

export const DEFAULT_STALE_MS = 30_000

function useEntry<T>(key: QueryKey): Entry<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const e = entryOf<T>(key)
  useEffect(() => {
    e.listeners.add(rerender)
    return () => {
      e.listeners.delete(rerender)
    }
  }, [e])
  return e
}

const old = (e: Entry<unknown>, staleMs: number) => !e.updatedAt || e.stale || Date.now() - e.updatedAt > staleMs

/**
 * Server data for a screen: `const q = useQuery(keyOf('system.phonePrefix'), () => api.system.phonePrefix())`, then
 * `<Screen query={q} empty={!q.data?.length}>`. One request per key at a time across the app, cached,
 * fetched again when the page shows after `staleMs`, and on `reload()` (retry, pull to refresh).
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, opts: QueryOptions = {}): QueryResult<T> {
  const { enabled = true, staleMs = DEFAULT_STALE_MS, refetchOnShow = true } = opts
  const e = useEntry<T>(key)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher
  const run = (force: boolean) => fetchQuery(key, () => fetcherRef.current(), { force }).catch(() => undefined)
  useEffect(() => {
    if (enabled && (old(e as Entry, staleMs) || e.error) && !e.fetching) void run(false)
  }, [e, enabled])
  useDidShow(() => {
    if (enabled && refetchOnShow && e.updatedAt && old(e as Entry, staleMs) && !e.fetching) void run(true)
  })
  const hasData = e.updatedAt > 0
  return {
    data: e.data,
    loading: enabled && !hasData && (e.fetching || !e.error),
    error: hasData || e.fetching ? null : e.error,
    refreshing: hasData && e.fetching,
    reload: () => run(true),
  }
}

/** One page of a paged endpoint: the page envelope's `{rows, total}`. */
export interface PageOf<R> {
  rows: R[]
  total: number
}

interface Pages<R> {
  rows: R[]
  total: number
  pageNum: number
}

export interface InfiniteResult<R> extends QueryState {
  rows: R[]
  total: number
  /** every row is here (rows.length >= total) */
  done: boolean
  loadingMore: boolean
  /** the last next-page request failed; `loadMore()` tries again */
  moreError: boolean
  /** the next page, appended (once at a time; nothing when done, loading or failed) */
  loadMore(): void
}

/**
 * Put the first page of a paged list in the cache, as `useInfiniteQuery(key, ...)` keeps it, when another
 * answer brought it along (the home layout carries its blocks' first products): the list shows at once,
 * without a request of its own; next pages load as usual.
 */
export function setFirstPage<R>(key: QueryKey, page: PageOf<R>) {
  setQueryData<Pages<R>>(key, { rows: page.rows, total: page.total, pageNum: 1 })
}

/**
 * A paged list: page 1 through the query cache (deduplicated, invalidated by key), next pages appended
 * by `loadMore()` (rows already shown are not repeated), until `total`. `reload()` starts again at
 * page 1, and a next page still on its way from before is dropped.
 */
export function useInfiniteQuery<R>(
  key: QueryKey,
  fetchPage: (pageNum: number) => Promise<PageOf<R>>,
  opts: QueryOptions & { rowKey?: (r: R) => unknown } = {},
): InfiniteResult<R> {
  const rowKey = opts.rowKey ?? ((r: R) => (r as { id?: unknown }).id ?? r)
  const pageRef = useRef(fetchPage)
  pageRef.current = fetchPage
  const q = useQuery<Pages<R>>(key, () => pageRef.current(1).then((p) => ({ rows: p.rows, total: p.total, pageNum: 1 })), opts)
  const e = entryOf<Pages<R>>(key)
  const more = useRef<{ generation: number; busy: boolean; failed: boolean }>({ generation: -1, busy: false, failed: false })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const data = q.data
  const done = !!data && data.rows.length >= data.total
  // a reload (new generation) forgets a failed or pending next page
  if (more.current.generation !== e.generation && !more.current.busy) more.current = { generation: e.generation, busy: false, failed: false }
  const loadMore = () => {
    const m = more.current
    if (!data || done || e.fetching || m.busy) return
    const generation = e.generation
    more.current = { generation, busy: true, failed: false }
    rerender()
    pageRef.current(data.pageNum + 1).then(
      (p) => {
        more.current = { generation: e.generation, busy: false, failed: false }
        if (generation !== e.generation || !e.data) return rerender()
        const seen = new Set(e.data.rows.map(rowKey))
        e.data = { rows: [...e.data.rows, ...p.rows.filter((r) => !seen.has(rowKey(r)))], total: p.total, pageNum: e.data.pageNum + 1 }
        notify(e as Entry)
      },
      () => {
        more.current = { generation: e.generation, busy: false, failed: generation === e.generation }
        rerender()
      },
    )
  }
  return {
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    done,
    loading: q.loading,
    error: q.error,
    reload: q.reload,
    loadingMore: more.current.busy,
    moreError: more.current.failed,
    loadMore,
  }
}

/** Pull to refresh on this page: runs every `reload`, then closes the native spinner. */
export function usePullRefresh(...reloads: Array<() => Promise<unknown>>) {
  usePullDownRefresh(() => {
    void Promise.allSettled(reloads.map((r) => r())).finally(() => Taro.stopPullDownRefresh())
  })
}
