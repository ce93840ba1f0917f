import Taro from '@tarojs/taro'

/**
 * Key-value storage over Taro's synchronous storage (localStorage on H5, wx storage on weapp).
 * The one place storage is touched: React Native has `index.rn.ts` (device storage is async there).
 */
export interface SyncStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(keys: string[]): void
}

export const storage: SyncStorage = {
  getItem(key: string) {
    try {
      const v = Taro.getStorageSync(key)
      return v === '' || v === undefined ? null : String(v)
    } catch {
      return null
    }
  },
  setItem(key: string, value: string) {
    try {
      Taro.setStorageSync(key, value)
    } catch {
      /* storage full or unavailable: state stays in memory */
    }
  },
  removeItem(key: string) {
    try {
      Taro.removeStorageSync(key)
    } catch {
      /* ignore */
    }
  },
  clear(keys: string[]) {
    for (const k of keys) this.removeItem(k)
  },
}

/** Synchronous storage has everything at once; the RN twin calls back after reading the device. */
export function onStorageLoaded(_cb: () => void) {}
