// The onboard module's public face: discovery registers its routes; other modules and the flows import only this file.
import { defineModule } from '../../core/module.js'
import { onboardRoutes } from './onboard.routes.js'

export { onboardService } from './onboard.service.js'

/**
 * Merchants joining through agents' links (issue 25): owns `onboard_agents` (one per region and level, a join
 * code each), `onboard_shop_applications` (drafts, review, the shop once approved) and
 * `onboard_agency_applications`; the decisions are applied by `flows/onboard.ts` on `approval.decided`.
 */
export default defineModule({ name: 'onboard', routes: onboardRoutes })
