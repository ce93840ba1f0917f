import { IMAGE_SIZES, sizedPath, type ImageSize } from '~types/image-sizes'
import { fileUrl } from '../request'

export { IMAGE_SIZES, type ImageSize }

/** Width and height of a slot's picture (product pictures are square, banners 5:2): set on the image so nothing shifts. */
export const slotBox = (size: ImageSize) => ({ width: IMAGE_SIZES[size], height: size === 'banner' ? (IMAGE_SIZES.banner * 2) / 5 : IMAGE_SIZES[size] })

/**
 * The URL of a picture at a size: the server's own files (`/api/files/...`) take `?size=` and come back
 * as WebP of that width; anything else (an outside URL, a data: URL) is left as it is.
 */
export function sizedUrl(src: string | undefined | null, size?: ImageSize): string {
  return src ? fileUrl(sizedPath(src, size)) : ''
}
