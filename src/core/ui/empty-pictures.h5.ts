import { useEffect, useState } from 'react'
import type { EmptyStatus } from './empty-pictures'

/**
 * H5: the empty-state pictures are inline SVG data (empty-drawings.ts), never files fetched from the server, so
 * an error or "no network" state shows its picture offline too. They are not in the first screen's code: a
 * chunk of about 1.5 KB fetched when the browser is idle a few seconds after the first screen (or as soon as an
 * empty state asks), in memory from then on. Until
 * it is there an empty state shows an empty box of the picture's size (never a broken picture).
 * Mini-programs and React Native use the PNG files of their package (empty-pictures.ts).
 */
type Drawings = Record<EmptyStatus, string>
let drawings: Drawings | undefined
let loading: Promise<Drawings> | undefined
const waiting = new Set<() => void>()

export function loadEmptyPictures(): Promise<Drawings> {
  loading ??= import(/* webpackChunkName: "empty-drawings" */ './empty-drawings').then((m) => {
    drawings = m.EMPTY_DRAWINGS
    waiting.forEach((f) => f())
    return m.EMPTY_DRAWINGS
  })
  return loading
}

// after the first screen: a few seconds after the page's load event, when the browser is idle
if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 0))
  const later = () => window.setTimeout(() => idle(() => void loadEmptyPictures().catch(() => (loading = undefined))), 6000)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/** The picture of a status, or undefined while its chunk is on its way (the component re-renders when it comes). */
export function useEmptyPicture(status: EmptyStatus): string | undefined {
  const [, bump] = useState(0)
  useEffect(() => {
    if (drawings) return
    const f = () => bump((n) => n + 1)
    waiting.add(f)
    void loadEmptyPictures().catch(() => (loading = undefined))
    return () => void waiting.delete(f)
  }, [])
  return drawings?.[status]
}
