/**
 * Server data, one way for every screen: `useQuery` (one answer), `useInfiniteQuery` (paged lists),
 * `usePullRefresh`, and `invalidate(prefix)` after a mutation. Cached answers are per user: at logout
 * they are invalidated.
 */
import { clearOnLogout } from '../stores/session'
import { invalidate } from './query-cache'

export { clearQueries, fetchQuery, getQueryData, invalidate, setQueryData, type QueryKey } from './query-cache'
export { DEFAULT_STALE_MS, setFirstPage, useInfiniteQuery, usePullRefresh, useQuery, type InfiniteResult, type PageOf, type QueryOptions, type QueryResult, type QueryState } from './use-query'

// at logout every answer is stale: those on screen fetch again (as nobody), the rest are dropped
clearOnLogout(() => void invalidate([]))
