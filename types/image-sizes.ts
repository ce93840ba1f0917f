/**
 * Sizes of served pictures (`/api/files/...?size=card`): the width in pixels; the height follows the
 * picture (product pictures are square, banners 5:2). Served as WebP (AVIF when asked and enabled).
 */
export const IMAGE_SIZES = { thumb: 160, card: 360, detail: 750, banner: 750 } as const
export type ImageSize = keyof typeof IMAGE_SIZES

/**
 * The path of a picture at a size: the server's own files (`/api/files/...`, or the same on an absolute
 * URL) take `?size=`; anything else (an outside URL, a data: URL, one already sized) is left as it is.
 * The client's `sizedUrl` and the server's index.html preload of the splash picture both use it, so the
 * two ask for the same URL.
 */
export function sizedPath(src: string, size?: ImageSize): string {
  const own = /^(https?:\/\/[^/]+)?\/[^/]*\/?files\//.test(src) && !/[?&]size=/.test(src)
  return own && size ? `${src}${src.includes('?') ? '&' : '?'}size=${size}` : src
}
