import Taro from '@tarojs/taro'
import { Video } from '@tarojs/components'
import { useEffect } from 'react'
import type { ClipPlayerProps } from './clip-player-types'
import './video.scss'

/**
 * Mini-programs: Taro's Video without its controls, looped, cover as poster. The current
 * clip plays, the others pause: mini-programs only start a player through its context (a changed
 * `autoplay` does not). React Native takes clip-player.rn.tsx.
 */
export function ClipPlayer({ id, src, poster, active, paused, 'data-testid': testId }: ClipPlayerProps) {
  const playing = active && !paused
  useEffect(() => {
    const ctx = Taro.createVideoContext(id)
    if (playing) ctx.play()
    else ctx.pause()
  }, [id, playing])
  return (
    <Video
      id={id}
      className='vid-player'
      data-testid={testId}
      src={src}
      poster={poster}
      loop
      autoplay={playing}
      controls={false}
      showCenterPlayBtn={false}
      showFullscreenBtn={false}
      showPlayBtn={false}
      enableProgressGesture={false}
      objectFit='cover'
    />
  )
}
