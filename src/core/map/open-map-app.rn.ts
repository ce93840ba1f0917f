import { Linking, Platform } from 'react-native'
import type { Destination } from './open-map-app'

export type { Destination }

/**
 * React Native: Taro RN has no `openLocation`, so the place goes to the phone's map app through its URL scheme
 * (`maps:` on iOS, `geo:` on Android). Resolves false when no app takes the URL (the caller says "map app not
 * installed").
 */
export async function openMapApp(d: Destination): Promise<boolean> {
  const q = encodeURIComponent(d.name || d.address)
  const url = Platform.OS === 'ios' ? `maps:?ll=${d.lat},${d.lng}&q=${q}` : `geo:${d.lat},${d.lng}?q=${d.lat},${d.lng}(${q})`
  try {
    if (!(await Linking.canOpenURL(url))) return false
    await Linking.openURL(url)
    return true
  } catch {
    return false
  }
}
