import type { ReactNode } from 'react'

/** What `useReveal` gives: how many of the rows to render now, and the box that stands for the others. */
export interface Reveal {
  shown: number
  /** the box keeping the place of the rows not rendered yet (null when every row renders) */
  rest: ReactNode
}

/**
 * Mini-programs and React Native: every row renders at once. H5 takes reveal.h5.tsx: `first` rows on the
 * first render, the others at idle (a row at a time) or at once when the page scrolls near them.
 */
export function useReveal(count: number, _first?: number, _restHeight?: (hidden: number) => string): Reveal {
  return { shown: count, rest: null }
}
