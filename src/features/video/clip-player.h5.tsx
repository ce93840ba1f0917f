import { useEffect, useRef } from 'react'
import type { ClipPlayerProps } from './clip-player-types'
import './video.scss'

/**
 * H5: the browser's own `<video>` (Taro's H5 Video is a Stencil web component with its own controls, and
 * would bring Stencil's runtime back: docs/adr/0108). The current clip plays, looped; when the browser
 * refuses sound before the first tap it plays muted. Other clips pause and only load their metadata.
 */
export function ClipPlayer({ id, src, poster, active, paused, 'data-testid': testId }: ClipPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const playing = active && !paused
  useEffect(() => {
    const v = ref.current
    if (!v) return
    if (!playing) return void v.pause()
    v.play().catch(() => {
      v.muted = true
      v.play().catch(() => undefined)
    })
  }, [playing, src])
  return (
    <video
      ref={ref}
      id={id}
      className='vid-player'
      data-testid={testId}
      src={src}
      poster={poster}
      loop
      playsInline
      preload={active ? 'auto' : 'metadata'}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  )
}
