import type { LayoutComponent } from '~types/system'

/**
 * H5: the home layout's first screen, estimated before anything is laid out, so the first render holds
 * the cards a phone shows at once and no more (the others come at idle: core/ui/reveal.h5.tsx). The
 * heights are those of shell.scss and product-card.scss in design px (pxtransform: 20 design px a rem),
 * rounded DOWN: an estimate short of the truth renders a card too many, never a hole on the screen.
 */
export const FIRST_SCREEN_PX = {
  /** .home-header: 12 padding, the search field (8 + 8 padding and a line of 14px text), 12 padding */
  header: 60,
  /** .home-banner: 12 margin, 150 high (its 12 margin below left out) */
  banner: 162,
  /** .home-nav: 8 + 8 padding; a line of five items: 8 + 40 icon + 4 + a 12px line + 8 */
  navPad: 16,
  navLine: 70,
  /** .home-notice: 12 margin, 8 + 8 padding and a 14px line (its 12 margin below left out) */
  notice: 50,
  /** .home-products: 12 margin and its 16px title with 8 below */
  productsHead: 40,
  /** a row of two grid cards: 170 picture, 42 title, 30 price row, 8 gap */
  row: 250,
} as const

/** A row of two grid cards as the box standing for them, in tenths of a rem (256 design px: as measured in Chromium). */
const ROW_TENTHS_REM = 128

const H = FIRST_SCREEN_PX

/** The screen's height in design px: the page's px over the px of a design px (html font-size / 20). */
function screenDesignPx(): number {
  if (typeof document === 'undefined') return 0
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return document.documentElement.clientHeight / (rem / 20)
}

/**
 * For each products block of the home layout (by id), how many of its cards render first: the rows that
 * start within the first screen (`screen` design px high; the tab bar's strip is counted as screen, so
 * the estimate errs on the side of more), whole rows of two. `rows(id)`: the cards the block has now
 * (its first page came with the layout), undefined when they have not come: such a block has no limit
 * (its cards render at once when they come) and counts as a page of `size` for the blocks after it.
 * Blocks starting below the first screen get 0.
 */
export function firstScreenCards(components: LayoutComponent[], rows: (id: string) => number | undefined, screen = screenDesignPx()): Record<string, number> {
  const first: Record<string, number> = {}
  let left = screen - H.header
  for (const c of components) {
    const p = c.props ?? {}
    if (c.type === 'banner') left -= ((p.images as unknown[] | undefined)?.length ?? 0) ? H.banner : 0
    else if (c.type === 'nav') left -= H.navPad + Math.ceil(((p.items as unknown[] | undefined)?.length ?? 0) / 5) * H.navLine
    else if (c.type === 'notice') left -= p.text ? H.notice : 0
    else if (c.type === 'products') {
      left -= H.productsHead
      const n = rows(c.id)
      if (n !== undefined) first[c.id] = left > 0 ? Math.min(n, Math.ceil(left / H.row) * 2) : 0
      left -= Math.ceil((n ?? (Number(p.size ?? 10) || 10)) / 2) * H.row
    }
  }
  return first
}

/** The box standing for `hidden` cards of a grid not rendered yet: their rows' height. */
export const restHeight = (hidden: number): string => `${(Math.ceil(hidden / 2) * ROW_TENTHS_REM) / 10}rem`
