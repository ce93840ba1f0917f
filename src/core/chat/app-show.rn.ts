import { AppState } from 'react-native'

/** React Native: the app back in the foreground. */
export function onAppShow(fn: () => void): () => void {
  const sub = AppState.addEventListener('change', (s) => {
    if (s === 'active') fn()
  })
  return () => sub.remove()
}
