import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { CAROUSEL_INTERVAL, type CarouselProps } from './carousel-types'
import './carousel.h5.scss'

/** How long a slide takes to move (ms); also when a looped carousel jumps from a clone to its twin. */
export const SLIDE_MS = 300
/** A drag longer than this (px) turns the slide; shorter ones spring back. */
const TURN_PX = 40

/**
 * The track positions whose content renders when the track is at `offset`: that slide and its two
 * neighbours (the ones a drag or the next turn shows), and when it is a clone (a looped track: 0 copies
 * the last slide at `n`, `n + 1` the first at 1) the slide it copies, which it jumps to after SLIDE_MS.
 */
export function nearSlides(offset: number, n: number, loop: boolean): number[] {
  const near = [offset - 1, offset, offset + 1]
  if (loop && offset === 0) near.push(n)
  if (loop && offset === n + 1) near.push(1)
  return near
}

/**
 * H5 carousel: a CSS transform track with pointer dragging, autoplay, looping and dots. It replaces
 * Taro's web swiper, which brings the whole swiper library into the first screen (~35 KB gzip).
 * Looping keeps a clone of the last slide before the first and of the first after the last, and jumps
 * back without animation once a clone is reached. A slide's content (its picture) renders once the
 * track comes near it (nearSlides) and stays: the first render holds the shown slide and its neighbours.
 */
export function Carousel<T>({
  items,
  itemKey,
  render,
  onItemClick,
  className,
  autoplay,
  interval = CAROUSEL_INTERVAL,
  circular,
  dots = true,
  current = 0,
}: CarouselProps<T>) {
  const n = items.length
  const loop = !!circular && n > 1
  const clamp = (i: number) => Math.max(0, Math.min(n - 1, i))
  const [index, setIndex] = useState(() => clamp(current))
  const [animate, setAnimate] = useState(true)
  const [drag, setDrag] = useState(0)
  const start = useRef<{ x: number; y: number; id: number; dx: number } | null>(null)
  const dragged = useRef(false)
  const [held, setHeld] = useState(false)
  // track positions whose content has rendered (they keep it); the ones near the track's offset render too
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set(nearSlides(loop ? clamp(current) + 1 : clamp(current), n, loop)))

  useEffect(() => {
    setAnimate(false)
    setIndex(clamp(current))
  }, [current, n])

  /** `wrap`: autoplay on a carousel that does not loop starts again at the first slide */
  const go = (next: number, wrap = false) => {
    setAnimate(true)
    setDrag(0)
    if (loop) setIndex(Math.max(-1, Math.min(n, next)))
    else setIndex(wrap && next >= n ? 0 : clamp(next))
  }

  // a looped carousel that reached a clone jumps to the slide it copies, without animation
  useEffect(() => {
    if (!loop || (index !== n && index !== -1)) return
    const timer = setTimeout(() => {
      setAnimate(false)
      setIndex(index === n ? 0 : n - 1)
    }, SLIDE_MS)
    return () => clearTimeout(timer)
  }, [index, loop, n])

  const offset = loop ? index + 1 : index
  useEffect(() => {
    const near = nearSlides(offset, n, loop)
    if (near.some((p) => !kept.has(p))) setKept((k) => new Set([...k, ...near]))
  }, [offset, n, loop])

  useEffect(() => {
    if (!autoplay || n < 2 || held) return
    const timer = setTimeout(() => go(index + 1, true), interval)
    return () => clearTimeout(timer)
  }, [autoplay, interval, index, n, held])

  if (!n) return null

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (n < 2 || e.button !== 0) return
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId, dx: 0 }
    dragged.current = false
    setHeld(true)
    setAnimate(false)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current
    if (!s || s.id !== e.pointerId) return
    let dx = (s.dx = e.clientX - s.x)
    if (!dragged.current) {
      if (Math.abs(dx) < 6) return
      // only a drag is captured: a captured tap would click the track, not the slide
      dragged.current = true
      e.currentTarget.setPointerCapture?.(e.pointerId)
    }
    // resistance past the ends of a carousel that does not loop
    if (!loop && ((index === 0 && dx > 0) || (index === n - 1 && dx < 0))) dx /= 3
    setDrag(dx)
  }
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current
    if (!s || s.id !== e.pointerId) return
    start.current = null
    setHeld(false)
    // a cancelled pointer (the page scrolled instead) springs back; its coordinates mean nothing
    const dx = dragged.current && e.type !== 'pointercancel' ? s.dx : 0
    if (dx <= -TURN_PX) go(index + 1)
    else if (dx >= TURN_PX) go(index - 1)
    else go(index)
  }

  const slides = loop ? [items[n - 1], ...items, items[0]] : items
  const shown = ((index % n) + n) % n
  const near = nearSlides(offset, n, loop)
  return (
    <div className={`carousel ${className ?? ''}`} data-testid='carousel'>
      <div
        className='carousel__track'
        style={{ transform: `translateX(calc(${-offset * 100}% + ${drag}px))`, transition: animate ? `transform ${SLIDE_MS}ms ease` : 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // a mouse drag over an image would start the browser's own drag and drop (and cancel ours)
        onDragStart={(e) => e.preventDefault()}
        onClickCapture={(e) => {
          // the click that ends a drag is not a tap on the slide
          if (dragged.current) {
            e.stopPropagation()
            dragged.current = false
          }
        }}
      >
        {slides.map((item, i) => {
          const real = loop ? (i - 1 + n) % n : i
          const clone = loop && (i === 0 || i === n + 1)
          return (
            <div
              key={clone ? `clone-${i}` : itemKey(item, real)}
              className='carousel__slide'
              aria-hidden={real !== shown || clone}
              onClick={() => onItemClick?.(item, real)}
            >
              {kept.has(i) || near.includes(i) ? render(item, real) : null}
            </div>
          )
        })}
      </div>
      {dots && n > 1 && (
        <div className='carousel__dots'>
          {items.map((item, i) => (
            <span key={itemKey(item, i)} className={`carousel__dot${i === shown ? ' carousel__dot--active' : ''}`} onClick={() => go(i)} />
          ))}
        </div>
      )}
    </div>
  )
}
