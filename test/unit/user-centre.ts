// The app configuration a screen test answers for `system.configInit`: the server's own default user centre
// (page type 2: order icons and title list, server/src/modules/system/system.defaults.ts), so the user tab is
// tested against the layout the server really seeds, not a copy that could drift.
import type { ConfigInit } from '~types/system'
import { HOME_DEFAULT, USER_CENTRE } from '../../server/src/modules/system/system.defaults'

/** The configuration with `userCentre` as page type 2 (the server's default when left out). */
export const configWith = (userCentre: ConfigInit['pages'][number] = USER_CENTRE): ConfigInit => ({
  ...HOME_DEFAULT,
  pages: [HOME_DEFAULT.pages[0], userCentre],
})

export { USER_CENTRE }
