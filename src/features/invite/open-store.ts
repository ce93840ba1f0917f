// Mini-programs (and the default): an app link opens in the app's web page.
import { nav } from '@/core/navigation'

/** Open an app store or download link (https, from the tenant's settings). */
export async function openStore(url: string): Promise<void> {
  await nav.to('web', { url })
}
