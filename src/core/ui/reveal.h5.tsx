import { usePageScroll } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { Reveal } from './reveal'

export type { Reveal } from './reveal'

/** Rows added by each idle step: one grid row (two cards). */
export const REVEAL_STEP = 2
/** The rest renders at once when the page scrolls and its box is less than this many screens below the viewport's top. */
const NEAR_SCREENS = 2

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void }

/**
 * Runs `fn` when the main thread is idle (requestIdleCallback; at most `timeout` ms later, which a busy
 * thread still honours), or after a short timer where there is none (Safari). Returns its cancel.
 */
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  const w = window as IdleWindow
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout })
    return () => w.cancelIdleCallback?.(id)
  }
  const id = setTimeout(fn, 50)
  return () => clearTimeout(id)
}

const noop = () => {}
/** the page-scroll hook; a host without one (jest's Taro) scrolls nothing */
const useScroll: typeof usePageScroll = (fn) => (usePageScroll ?? noop)(fn)

/**
 * H5: a list's rows past the first screen render later, so the first render (and its commit, custom
 * elements and layout) is that of the first screen alone. With `first` given, the first render has
 * `first` of the `count` rows and a box of `restHeight(hidden)` for the others (below the fold: nothing
 * on the screen moves when they come). Then, one idle period at a time, `REVEAL_STEP` more rows (each
 * step a short task of its own instead of one long commit), or all of them at once when the page
 * scrolls and the box comes within `NEAR_SCREENS` screens. Once every row has shown, rows added later
 * (next pages, a reload) render at once. Without `first`: every row at once, as before.
 */
export function useReveal(count: number, first?: number, restHeight: (hidden: number) => string = () => '0px'): Reveal {
  const [limit, setLimit] = useState<number | null>(first ?? null)
  const box = useRef<HTMLDivElement | null>(null)
  const last = useRef(0)
  const hidden = limit === null ? 0 : Math.max(0, count - limit)

  useEffect(() => {
    if (limit === null) return
    if (limit >= count) {
      setLimit(null)
      return
    }
    return whenIdle(() => setLimit((l) => (l === null ? l : l + REVEAL_STEP)))
  }, [limit, count])

  useScroll(() => {
    if (!hidden || !box.current) return
    const now = Date.now()
    if (now - last.current < 80) return
    last.current = now
    if (box.current.getBoundingClientRect().top < NEAR_SCREENS * document.documentElement.clientHeight) setLimit(null)
  })

  return {
    shown: count - hidden,
    rest: hidden ? <div ref={box} className='reveal-rest' data-testid='reveal-rest' data-rows={hidden} style={{ height: restHeight(hidden) }} /> : null,
  }
}
