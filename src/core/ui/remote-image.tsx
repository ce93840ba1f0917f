import { Image, type ImageProps } from '@tarojs/components'
import { sizedUrl, type ImageSize } from './image-sizes'

export interface RemoteImageProps extends ImageProps {
  /** the slot's size: the server sends a WebP of that width (thumb 160, card 360, detail 750, banner 750) */
  size?: ImageSize
  /**
   * above the fold: `true` (the likely largest paint: first banner, first gallery picture, first row of
   * cards) loads at once with high priority; `'eager'` (the rest of the first screen) at once, at the
   * browser's own priority; without it the picture is lazy-loaded
   */
  priority?: boolean | 'eager'
}

/**
 * An image from the server, the app's one image component. Mini-programs: the platform's image with
 * the sized WebP URL and its own `lazy-load` below the fold. H5 gets `remote-image.h5.tsx` (a plain
 * `<img>` with width, height, `loading` and `fetchpriority`).
 */
export function RemoteImage({ size, priority, lazyLoad, ...props }: RemoteImageProps) {
  // `webp`: WeChat's image decodes WebP on every OS only when told to
  return <Image {...props} webp={size ? true : props.webp} lazyLoad={size ? !priority : lazyLoad} src={sizedUrl(props.src, size)} />
}
