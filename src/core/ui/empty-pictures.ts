import emptyPicture from '@/assets/empty/empty.png'
import errorPicture from '@/assets/empty/error.png'
import networkPicture from '@/assets/empty/network.png'
import soonPicture from '@/assets/empty/soon.png'

/**
 * Our own empty-state pictures (scripts/gen-empty.mjs), for mini-programs and React Native (H5: empty-pictures.h5.ts): NutUI's defaults load from a
 * third-party host. `soon` is the "not available yet" state. Used by empty.tsx and its RN twin
 * (web builds give a URL, Metro an asset id: Image's `src` takes either).
 */
export const EMPTY_PICTURES = { empty: emptyPicture as string, error: errorPicture as string, network: networkPicture as string, soon: soonPicture as string }
export type EmptyStatus = keyof typeof EMPTY_PICTURES

/** The picture of a status (H5's twin loads inline drawings instead and may answer undefined for a moment). */
export const useEmptyPicture = (status: EmptyStatus): string | undefined => EMPTY_PICTURES[status]
