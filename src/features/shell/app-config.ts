import type { ConfigInit } from '~types/system'
import { fetchQuery, getQueryData, keyOf, setFirstPage, useQuery } from '@/core/data'
import { api } from '@/core/request'
import { useSettingsStore } from '@/core/stores'
import { skinOf } from '@/core/theme'

/** The server's app configuration (system/api/config/init): server data, so it lives in the query cache. */
export const CONFIG_KEY = keyOf('system.configInit')

/** Query keys of the home feed: `invalidate(PRODUCTS_KEY)` reloads every product block. */
export const PRODUCTS_KEY = keyOf('catalog.productList')

/** The query key of a home products block's list: its id, list type and page size. */
export const feedKey = (id: string, type: number, size: number) => keyOf('catalog.productList', id, type, size)

/**
 * Fetches the configuration and applies its globalBg as the server skin. The answer carries the first
 * page of every home products block (`feed`): each goes into the cache under its block's key, so the
 * home's layout and first products arrive in one request (the splash's), never one after the other.
 */
const fetchConfig = () =>
  // the app's configuration with the home's first products (`feed`): one request for home's data
  api.system.configInit({ query: { templateId: 1, feed: true } }, { silent: true }).then((config) => {
    for (const f of config.feeds ?? []) setFirstPage(feedKey(f.id, f.type, f.size), f)
    useSettingsStore.getState().setServerSkin(skinOf(config.globalBg))
    return config
  })

/** The configuration for a screen (fetched once, shared by every page; `reload()` on pull to refresh). */
export const useAppConfig = () => useQuery(CONFIG_KEY, fetchConfig, { staleMs: 5 * 60_000 })

/** Outside React (splash): the cached configuration or one request for it; null when it failed. */
export const loadAppConfig = (force = false): Promise<ConfigInit | null> => fetchQuery(CONFIG_KEY, fetchConfig, { force }).catch(() => null)

/** The configuration if it has arrived (tab bar texts). */
export const appConfig = (): ConfigInit | undefined => getQueryData<ConfigInit>(CONFIG_KEY)
