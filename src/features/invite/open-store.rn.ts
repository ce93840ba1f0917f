// React Native: the phone opens the link itself (the App Store app, or the browser for a download).
import { Linking } from 'react-native'

/** Open an app store or download link (https, from the tenant's settings). */
export async function openStore(url: string): Promise<void> {
  await Linking.openURL(url)
}
