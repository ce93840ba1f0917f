import Taro from '@tarojs/taro'

/**
 * Measuring the current page for the windowed lists (virtual-blocks.ts), mini-programs: Taro's selector
 * query and system info. H5 has measure.h5.ts (the DOM directly: Taro's H5 versions bring its user-agent
 * parser and its canvas/query modules, ~7 KB brotli, into the first screen).
 */
export interface Rect {
  top: number
  bottom: number
  height: number
}

/**
 * The viewport rects of the current page's elements carrying `className`, given to `cb` later (never
 * synchronously). False when the host has no selector queries (a test double, an old runtime): nothing is measured.
 */
export function measureAll(className: string, cb: (rects: Rect[]) => void): boolean {
  const query = Taro.createSelectorQuery?.()?.selectAll?.(`.${className}`)
  if (!query || typeof query.boundingClientRect !== 'function') return false
  query.boundingClientRect().exec((res: unknown[]) => cb(((res && res[0]) as Rect[] | null) ?? []))
  return true
}

/** The window's height in px (0 when unknown). */
export const screenHeight = (): number => Taro.getSystemInfoSync().windowHeight
