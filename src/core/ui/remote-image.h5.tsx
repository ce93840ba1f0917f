import { Image } from '@tarojs/components'
import type { CSSProperties } from 'react'
import { sizedUrl, slotBox } from './image-sizes'
import type { RemoteImageProps } from './remote-image'

export type { RemoteImageProps }

const FIT: Record<string, CSSProperties['objectFit']> = { aspectFill: 'cover', aspectFit: 'contain', scaleToFill: 'fill' }

/**
 * H5: a sized picture is a plain `<img>` (no web component to upgrade first) with the slot's width and
 * height (the box is known before the bytes arrive: no layout shift; the stylesheet's size wins),
 * `loading="lazy"` below the fold, `loading="eager"` + `fetchpriority="high"` for `priority` ones and
 * `loading="eager"` alone for `priority='eager'` (the rest of the first screen).
 * Without a size it is Taro's image as before.
 */
export function RemoteImage({ size, priority, lazyLoad, ...props }: RemoteImageProps) {
  if (!size) return <Image {...props} lazyLoad={lazyLoad} src={sizedUrl(props.src)} />
  const { width, height } = slotBox(size)
  const { className, style, mode, onClick, id } = props
  const hints: Record<string, string> = priority === true ? { loading: 'eager', fetchpriority: 'high' } : priority ? { loading: 'eager' } : { loading: 'lazy' }
  return (
    <img
      id={id}
      className={className}
      style={{
        objectFit: FIT[mode ?? 'scaleToFill'] ?? 'cover',
        display: 'block',
        ...(mode === 'widthFix' ? { height: 'auto' } : {}),
        ...(typeof style === 'object' ? (style as CSSProperties) : {}),
      }}
      src={sizedUrl(props.src, size)}
      width={width}
      height={height}
      decoding='async'
      alt=''
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      onClick={onClick as never}
      {...hints}
    />
  )
}
