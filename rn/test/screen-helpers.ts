import { act, fireEvent, screen, type ReactTestInstance } from '@testing-library/react-native'
import { tap } from './tap'
import { requests } from './taro'

// What every React Native screen test asks of the rendered tree and of the requests the fake Taro saw.

/** A success envelope of `data`. */
export const ok = (data: unknown) => ({ code: 200, msg: 'ok', ok: true, data })
/** The JSON body a request sent. */
export const bodyOf = (r: { data?: unknown }) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>
/** The requests sent to `method path` (host and query left out). */
export const sent = (method: string, path: string) =>
  requests.filter((r) => (r.method ?? 'GET') === method && r.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] === path)
/** The element with `data-testid` `id` (throws when none). */
export const byTid = (id: string) => screen.UNSAFE_getAllByProps({ 'data-testid': id })[0]
/** The element with `data-testid` `id`, or null. */
export const queryTid = (id: string) => screen.UNSAFE_queryAllByProps({ 'data-testid': id })[0] ?? null
/** The first host (native) element of `el`. */
export const hostOf = (el: ReactTestInstance) => (typeof el.type === 'string' ? el : el.findAll((n) => typeof n.type === 'string')[0])
/** Tap the element with `data-testid` `id` as a finger does (a Text is pressed). */
export const tapTid = (id: string) => {
  const host = hostOf(byTid(id))
  if (host.type === 'Text') act(() => void fireEvent.press(host, { stopPropagation() {}, nativeEvent: {} }))
  else tap(host)
}
/** Host elements holding text outside a Text (React Native refuses them). */
export const looseText = () =>
  screen.UNSAFE_root.findAll(
    (n) => typeof n.type === 'string' && n.type !== 'Text' && n.type !== 'TextInput' && n.children.some((c) => typeof c === 'string' && c.trim() !== ''),
  )
/** No text outside a Text anywhere on the screen. */
export const expectNoLooseText = () => expect(looseText().map((n) => `${String(n.type)}: ${n.children.join('')}`)).toEqual([])
