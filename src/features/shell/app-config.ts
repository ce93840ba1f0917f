import type { ConfigInit } from '~types/system'
import { fetchQuery, getQueryData, useQuery } from '@/core/data'
import { useSettingsStore } from '@/core/stores'
import { skinOf } from '@/core/theme'
import { shellApi } from './api'

/** The server's app configuration (system/api/config/init): server data, so it lives in the query cache. */
export const CONFIG_KEY = ['system/config/init'] as const

/** Fetches the configuration and applies its globalBg as the server skin. */
const fetchConfig = () =>
  shellApi.configInit().then((config) => {
    useSettingsStore.getState().setServerSkin(skinOf(config.globalBg))
    return config
  })

/** The configuration for a screen (fetched once, shared by every page; `reload()` on pull to refresh). */
export const useAppConfig = () => useQuery(CONFIG_KEY, fetchConfig, { staleMs: 5 * 60_000 })

/** Outside React (splash): the cached configuration or one request for it; null when it failed. */
export const loadAppConfig = (force = false): Promise<ConfigInit | null> => fetchQuery(CONFIG_KEY, fetchConfig, { force }).catch(() => null)

/** The configuration if it has arrived (tab bar texts). */
export const appConfig = (): ConfigInit | undefined => getQueryData<ConfigInit>(CONFIG_KEY)
