// The share module's public face: discovery registers its routes; other modules import only this file.
import { defineModule } from '../../core/module.js'
import { shareRoutes } from './share.routes.js'

// the public face: other modules import only this file
export { shareService } from './share.service.js'

/** Voucher sharing (`advanceShare/*`). Owns `shares` and `share_claims`; gives coupons through the promotion module's face. */
export default defineModule({ name: 'share', routes: shareRoutes })
