import type { ReactNode } from 'react'

/** A slide show: the UI facade's one carousel (native swiper on mini-programs, a light one on H5). */
export interface CarouselProps<T> {
  items: T[]
  itemKey: (item: T, index: number) => string
  render: (item: T, index: number) => ReactNode
  onItemClick?: (item: T, index: number) => void
  className?: string
  /** advance every `interval` ms (default 3000) */
  autoplay?: boolean
  interval?: number
  /** after the last slide comes the first again */
  circular?: boolean
  /** show the dots (default true) */
  dots?: boolean
  /** the slide shown first */
  current?: number
}

export const CAROUSEL_INTERVAL = 3000
