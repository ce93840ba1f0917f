/**
 * Sizes of served pictures (`/api/files/...?size=card`): the width in pixels; the height follows the
 * picture (product pictures are square, banners 5:2). Served as WebP (AVIF when asked and enabled).
 */
export const IMAGE_SIZES = { thumb: 160, card: 360, detail: 750, banner: 750 } as const
export type ImageSize = keyof typeof IMAGE_SIZES
