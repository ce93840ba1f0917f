import { Video } from '@tarojs/components'
import type { ClipPlayerProps } from './clip-player-types'
import './video.scss'

/**
 * React Native: Taro RN's Video (expo-av) without its controls, looped. It plays while `autoplay` is on (Taro RN
 * derives expo-av's `shouldPlay` from it on every render), so the current clip plays and the others pause
 * without a context (Taro RN's `createVideoContext` has none until the native player is mounted). The cover
 * drawn under it stands for the poster, which Taro RN shows only with controls.
 */
export function ClipPlayer({ id, src, active, paused, 'data-testid': testId }: ClipPlayerProps) {
  return (
    <Video
      id={id}
      className='vid-player'
      data-testid={testId}
      src={src}
      loop
      autoplay={active && !paused}
      controls={false}
      showCenterPlayBtn={false}
      showFullscreenBtn={false}
      showPlayBtn={false}
      enableProgressGesture={false}
      objectFit='cover'
    />
  )
}
