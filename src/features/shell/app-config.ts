import { create } from 'zustand'
import type { ConfigInit } from '~types/system'
import { http } from '@/core/request'
import { useSettingsStore } from '@/core/stores'
import { skinOf } from '@/core/theme'

interface AppConfigState {
  config: ConfigInit | null
  error: string | null
  /** Fetch `system/api/config/init` once (force = refresh); applies globalBg as the server skin. */
  load(force?: boolean): Promise<ConfigInit | null>
}

let inflight: Promise<ConfigInit | null> | null = null

export const useAppConfig = create<AppConfigState>()((set, get) => ({
  config: null,
  error: null,
  async load(force = false) {
    if (get().config && !force) return get().config
    if (inflight) return inflight
    inflight = http
      .get<ConfigInit>('system/api/config/init', { templateId: 1 }, { auth: false, silent: true })
      .then((config) => {
        set({ config, error: null })
        useSettingsStore.getState().setServerSkin(skinOf(config.globalBg))
        return config
      })
      .catch((e: Error) => {
        set({ error: e.message })
        return null
      })
      .finally(() => {
        inflight = null
      })
    return inflight
  },
}))
