import { usePageScroll } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
// measure.h5.ts on H5 (the DOM itself), Taro's selector query elsewhere
import { measureAll, screenHeight, type Rect } from './measure'

/**
 * Windowing of a long list on the page's own scroll (H5 and mini-programs), without a dependency: the
 * rows are cut into blocks of `BLOCK` items; a block far from the screen (more than `AWAY` screens above
 * or below) becomes an empty box of its measured height, so the page keeps its length and its scroll
 * position while the rendered cards stay bounded (a handful of blocks) whatever the number of rows:
 * 1,000 results keep 40 to 100 cards in the page. Heights are measured (measure.ts), not assumed.
 * A block not measured yet renders when it follows a block on the screen (a page just loaded at the
 * bottom shows at once); a layout switch forgets the heights and keeps the old ones, scaled, as estimates.
 * React Native takes virtual-blocks.rn.ts (no windowing: everything rendered).
 */
export const BLOCK = 20
const AWAY = 2
/** unmeasured blocks rendered after the last one on the screen */
const AHEAD = 2
let seq = 0
const noop = () => {}
/** the page-scroll hook; a host without one (jest's Taro) scrolls nothing, then the list measures on renders only */
const useScroll: typeof usePageScroll = (fn) => (usePageScroll ?? noop)(fn)

/** Whether block `i` renders with the window `s` (blocks past it: the AHEAD ones after the last shown). */
const rendered = (s: readonly boolean[], i: number) => (i < s.length ? s[i] : i <= s.lastIndexOf(true) + AHEAD)

type BlockRect = Rect

/**
 * Which blocks to render, from their rects (viewport-relative; height 0 = not measured yet) and the
 * screen height: the ones within AWAY screens of the viewport, and unmeasured ones just after those.
 */
export function blocksToRender(rects: Array<BlockRect | undefined>, screen: number, measured: (i: number) => boolean = (i) => !!rects[i]?.height): boolean[] {
  let lastNear = -1
  return rects.map((r, i) => {
    if (r && measured(i)) {
      const near = r.bottom > -AWAY * screen && r.top < (AWAY + 1) * screen
      if (near) lastNear = i
      return near
    }
    return i <= lastNear + AHEAD
  })
}

/** `layout` (grid or list) changes every height: a new layout measures again (old heights scaled meanwhile). */
export function useVirtualBlocks(count: number, enabled: boolean, layout: string) {
  const id = useRef(`vb${++seq}`).current
  const blocks = Math.ceil(count / BLOCK)
  const [shown, setShown] = useState<boolean[]>([])
  const heights = useRef<number[]>([])
  const old = useRef<number[]>([])
  const busy = useRef(false)
  const last = useRef(0)
  const shownRef = useRef(shown)
  shownRef.current = shown

  const layoutRef = useRef(layout)
  if (layoutRef.current !== layout) {
    layoutRef.current = layout
    old.current = heights.current
    heights.current = []
    if (shown.length) setShown([])
  }
  /** a block's box height: measured in this layout, else the old layout's scaled by the first block's ratio */
  const height = (i: number) => {
    const h = heights.current[i]
    if (h) return h
    const o = old.current[i]
    const ratio = heights.current[0] && old.current[0] ? heights.current[0] / old.current[0] : 1
    return o ? Math.round(o * ratio) : 0
  }

  const measure = useCallback(() => {
    if (!enabled || busy.current) return
    busy.current = true
    // a host without selector queries (a test double, an old runtime): no windowing, every block stays
    const measuring = measureAll(id, (rects) => {
      busy.current = false
      const screen = screenHeight() || 800
      const cur = shownRef.current
      // a rendered block's height is its true one; a box's is what we gave it
      rects.forEach((r, i) => {
        if (r && r.height && rendered(cur, i)) heights.current[i] = r.height
      })
      const next = blocksToRender(rects, screen, (i) => !!heights.current[i])
      if (next.length !== cur.length || next.some((v, i) => v !== cur[i])) setShown(next)
    })
    if (!measuring) busy.current = false
  }, [enabled, id])

  // a new page of rows, a new layout, a new window: measure once it is on the screen
  useEffect(() => {
    if (!enabled) return
    const t = setTimeout(measure, 50)
    return () => clearTimeout(t)
  }, [enabled, blocks, layout, shown, measure])

  useScroll(() => {
    const now = Date.now()
    if (now - last.current < 80) return
    last.current = now
    measure()
  })

  return {
    /** the class every block (cards or box) carries, for the measurement */
    blockClass: id,
    blocks,
    /** whether block `i` renders its cards (else a box of `height(i)`) */
    isShown: (i: number) => !enabled || rendered(shown, i),
    height,
  }
}
