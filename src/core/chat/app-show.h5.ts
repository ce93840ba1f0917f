/** H5: the tab shown again, or the network back (a laptop waking up). */
export function onAppShow(fn: () => void): () => void {
  const visible = () => {
    if (document.visibilityState === 'visible') fn()
  }
  document.addEventListener('visibilitychange', visible)
  window.addEventListener('online', fn)
  return () => {
    document.removeEventListener('visibilitychange', visible)
    window.removeEventListener('online', fn)
  }
}
