/**
 * Server data, one way for every screen: `useQuery` (one answer), `useInfiniteQuery` (paged lists),
 * `usePullRefresh`, and `invalidate(prefix)` after a mutation. Cached answers are per user and per
 * language: at logout and at a language change they are invalidated (./query-cache: this barrel is not
 * evaluated on H5, where webpack takes the named modules directly).
 */
export { clearQueries, fetchQuery, getQueryData, invalidate, setQueryData, type QueryKey } from './query-cache'
export { areaKey, keyOf, previewKey } from './keys'
export {
  DEFAULT_STALE_MS,
  setFirstPage,
  useInfiniteQuery,
  usePullRefresh,
  useQuery,
  type InfiniteResult,
  type PageOf,
  type QueryOptions,
  type QueryResult,
  type QueryState,
} from './use-query'
