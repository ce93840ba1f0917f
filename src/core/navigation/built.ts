import type { PageName } from '../../routes/index'
import { SCREENS } from '../../routes/screens'

/**
 * Whether a page of the route table has a screen yet (src/routes/screens.ts); a page without one renders the
 * "not available yet" screen. Entries that lead to such a page say "coming soon" instead of opening it.
 */
export const isBuilt = (name: PageName): boolean => !!SCREENS[name]
