import Taro from '@tarojs/taro'

/** A place to navigate to. */
export interface Destination {
  lat: number
  lng: number
  name: string
  address: string
}

/**
 * Opens the platform's map app at a place (mini-programs and React Native: the host's `openLocation`, which offers
 * the installed map apps). Resolves false when there is none (the caller says "map app not installed").
 */
export async function openMapApp(d: Destination): Promise<boolean> {
  try {
    await Taro.openLocation({ latitude: d.lat, longitude: d.lng, name: d.name, address: d.address, scale: 16 })
    return true
  } catch {
    return false
  }
}
