import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, type Locale } from '~types/constants'
import type { Skin } from '~types/constants'
import { deviceLanguages } from '../i18n/device-languages'
import { localeFromDevice } from '../i18n/locale-match'
import { onStorageLoaded, storage } from '../storage'

interface SettingsState {
  /** the user's choice, else the device's language (closest of the six; the default language when none is) */
  locale: Locale
  /** the user chose `locale` (persisted); until then the device's language is followed at each start */
  localeChosen: boolean
  /** null = follow the server's globalBg */
  skin: Skin | null
  /** skin chosen by the server (config/init globalBg) */
  serverSkin: Skin | null
  tenant: string
  /** store-private mode: sent as the StorePrivateSphereId header */
  storePrivateSphereId: string | null
  location: { latitude: number; longitude: number } | null
  /** the city picked for the nearby stores (its name; `location` holds its centre); null: `location` is the device's fix */
  city: string | null
  setLocale(l: Locale): void
  setSkin(s: Skin | null): void
  setServerSkin(s: Skin | null): void
  setStorePrivateSphereId(id: string | null): void
  setLocation(l: { latitude: number; longitude: number } | null, city?: string | null): void
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      locale: localeFromDevice(deviceLanguages()),
      localeChosen: false,
      skin: null,
      serverSkin: null,
      tenant: DEFAULT_TENANT,
      storePrivateSphereId: null,
      location: null,
      city: null,
      setLocale: (locale) => set({ locale, localeChosen: true }),
      setSkin: (skin) => set({ skin }),
      setServerSkin: (serverSkin) => set({ serverSkin }),
      setStorePrivateSphereId: (storePrivateSphereId) => set({ storePrivateSphereId }),
      setLocation: (location, city = null) => set({ location, city: location ? city : null }),
    }),
    {
      name: 'mall-settings',
      storage: createJSONStorage(() => storage),
      // the language only once chosen: until then each start takes the device's
      // not the position or the city: where the shopper is stays in memory for this run (ADR 0134)
      partialize: ({ locale, localeChosen, skin, serverSkin, tenant, storePrivateSphereId }) => ({
        ...(localeChosen ? { locale, localeChosen } : {}),
        skin,
        serverSkin,
        tenant,
        storePrivateSphereId,
      }),
      // version 0 stored the default language for everyone: only another language was surely a choice
      version: 1,
      migrate: (persisted, version) => {
        const p = { ...(persisted as Record<string, unknown>) }
        if (version < 1) {
          if (p.locale && p.locale !== DEFAULT_LOCALE) p.localeChosen = true
          else delete p.locale
        }
        return p as unknown as SettingsState
      },
    },
  ),
)

// React Native reads the device storage asynchronously: re-read once it is in (no-op elsewhere)
onStorageLoaded(() => void useSettingsStore.persist.rehydrate())
