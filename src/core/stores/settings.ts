import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, type Locale } from '~types/constants'
import type { Skin } from '~types/constants'
import { onStorageLoaded, storage } from '../storage'

interface SettingsState {
  locale: Locale
  /** null = follow the server's globalBg */
  skin: Skin | null
  /** skin chosen by the server (config/init globalBg) */
  serverSkin: Skin | null
  tenant: string
  /** store-private mode: sent as the StorePrivateSphereId header */
  storePrivateSphereId: string | null
  location: { latitude: number; longitude: number } | null
  setLocale(l: Locale): void
  setSkin(s: Skin | null): void
  setServerSkin(s: Skin | null): void
  setStorePrivateSphereId(id: string | null): void
  setLocation(l: { latitude: number; longitude: number } | null): void
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      locale: DEFAULT_LOCALE,
      skin: null,
      serverSkin: null,
      tenant: DEFAULT_TENANT,
      storePrivateSphereId: null,
      location: null,
      setLocale: (locale) => set({ locale }),
      setSkin: (skin) => set({ skin }),
      setServerSkin: (serverSkin) => set({ serverSkin }),
      setStorePrivateSphereId: (storePrivateSphereId) => set({ storePrivateSphereId }),
      setLocation: (location) => set({ location }),
    }),
    { name: 'mall-settings', storage: createJSONStorage(() => storage), partialize: ({ locale, skin, serverSkin, tenant, storePrivateSphereId }) => ({ locale, skin, serverSkin, tenant, storePrivateSphereId }) },
  ),
)

// React Native reads the device storage asynchronously: re-read once it is in (no-op elsewhere)
onStorageLoaded(() => void useSettingsStore.persist.rehydrate())
