/**
 * Server data, one way for every screen: `useQuery` (one answer), `useInfiniteQuery` (paged lists),
 * `usePullRefresh`, and `invalidate(prefix)` after a mutation. Cached answers are per user and per
 * language: at logout and at a language change they are invalidated.
 */
import { clearOnLogout } from '../stores/session'
import { useSettingsStore } from '../stores/settings'
import { invalidate } from './query-cache'

export { clearQueries, fetchQuery, getQueryData, invalidate, setQueryData, type QueryKey } from './query-cache'
export { DEFAULT_STALE_MS, setFirstPage, useInfiniteQuery, usePullRefresh, useQuery, type InfiniteResult, type PageOf, type QueryOptions, type QueryResult, type QueryState } from './use-query'

// at logout every answer is stale: those on screen fetch again (as nobody), the rest are dropped
clearOnLogout(() => void invalidate([]))

// answers are in the language they were asked in (the `lang` header): at a language change those on
// screen fetch again in the new one (an answer still on its way in the old one is dropped), the rest are dropped
useSettingsStore.subscribe((s, before) => {
  if (s.locale !== before.locale) void invalidate([])
})
