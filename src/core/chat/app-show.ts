import Taro from '@tarojs/taro'

/**
 * Call `fn` when the app comes back to the screen. Mini-programs drop their sockets when the screen goes
 * off, so the connection resumes here. H5: app-show.h5.ts (the page shown again, the network back);
 * React Native: app-show.rn.ts (AppState). Returns the unsubscribe.
 */
export function onAppShow(fn: () => void): () => void {
  const cb = () => fn()
  try {
    Taro.onAppShow(cb)
  } catch {
    return () => {}
  }
  return () => {
    try {
      Taro.offAppShow(cb)
    } catch {
      /* host without offAppShow */
    }
  }
}
