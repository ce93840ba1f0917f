import Taro from '@tarojs/taro'
import type { SyncStorage } from './index'

/**
 * React Native: the device storage (AsyncStorage behind Taro RN's getStorage/setStorage) is
 * asynchronous only (Taro RN refuses getStorageSync). The app's stores read synchronously, so this
 * keeps a copy in memory: reads come from it, writes go to it and on to the device. At start the
 * device's keys are read once; `onStorageLoaded` callbacks (the persisted stores) then re-read.
 */
const memory = new Map<string, string>()
const written = new Set<string>()
let loaded = false
const waiting: Array<() => void> = []

async function loadAll() {
  try {
    const { keys } = (await Taro.getStorageInfo()) as unknown as { keys: string[] }
    await Promise.all(
      keys.map(async (key) => {
        if (written.has(key)) return // set in this run before the device answered: ours is newer
        try {
          const { data } = await Taro.getStorage<unknown>({ key })
          if (data !== '' && data !== undefined && data !== null) memory.set(key, String(data))
        } catch {
          /* unreadable entry: treated as absent */
        }
      }),
    )
  } catch {
    /* no device storage: state stays in memory for this run */
  }
  loaded = true
  for (const cb of waiting.splice(0)) cb()
}

void loadAll()

/** Run `cb` once the device's stored values are in memory (at once if they are). */
export function onStorageLoaded(cb: () => void) {
  if (loaded) cb()
  else waiting.push(cb)
}

export const storage: SyncStorage = {
  getItem(key: string) {
    return memory.has(key) ? memory.get(key)! : null
  },
  setItem(key: string, value: string) {
    memory.set(key, value)
    written.add(key)
    void Taro.setStorage({ key, data: value }).catch(() => {})
  },
  removeItem(key: string) {
    memory.delete(key)
    written.add(key)
    void Taro.removeStorage({ key }).catch(() => {})
  },
  clear(keys: string[]) {
    for (const k of keys) this.removeItem(k)
  },
}
