/**
 * H5: one JSONP call to the map service (a script tag with `output=jsonp&callback=<name>`), its answer or undefined
 * after `timeoutMs` or a failed load (spec section 9: JSONP 5000 ms). Never throws; the script and the callback are
 * removed either way.
 */
let seq = 0

export function fetchMapJson(url: string, query: Record<string, string>, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    const name = `__mapJsonp${Date.now().toString(36)}_${++seq}`
    const w = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    let done = false
    const finish = (v: unknown) => {
      if (done) return
      done = true
      clearTimeout(timer)
      script.remove()
      // a late answer finds a no-op rather than an error
      w[name] = () => undefined
      setTimeout(() => delete w[name], 60_000)
      resolve(v)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    w[name] = (data: unknown) => finish(data && typeof data === 'object' ? data : undefined)
    const qs = new URLSearchParams({ ...query, output: 'jsonp', callback: name }).toString()
    script.src = `${url}${url.includes('?') ? '&' : '?'}${qs}`
    script.async = true
    script.onerror = () => finish(undefined)
    document.head.appendChild(script)
  })
}
