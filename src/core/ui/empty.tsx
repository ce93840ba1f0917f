import type { ComponentProps } from 'react'
import NutEmpty from '@nutui/nutui-react-taro/dist/es/packages/empty'
import emptyPicture from '@/assets/empty/empty.png'
import errorPicture from '@/assets/empty/error.png'
import networkPicture from '@/assets/empty/network.png'
import soonPicture from '@/assets/empty/soon.png'

/**
 * Our own pictures (scripts/gen-empty.mjs): NutUI's defaults load from a third-party host. `soon` is
 * the "not available yet" state.
 */
export const EMPTY_PICTURES = { empty: emptyPicture as string, error: errorPicture as string, network: networkPicture as string, soon: soonPicture as string }

export type EmptyProps = ComponentProps<typeof NutEmpty>

/** NutUI's Empty with the app's own picture for its status (an `image` passed in still wins). */
export function Empty({ status = 'empty', image, ...rest }: EmptyProps) {
  return <NutEmpty status={status} image={image ?? EMPTY_PICTURES[status]} {...rest} />
}
