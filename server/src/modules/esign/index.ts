import { defineModule } from '../../core/module.js'
import { esignRoutes } from './esign.routes.js'

// the public face: other modules import only this file
export { esignService, type SignRequest } from './esign.service.js'

/**
 * Electronic signatures (ADR 0098): a document a user signs at an e-sign provider's hosted page, the provider's
 * signed callback recording the signature and the signed document's SHA-256. The local provider
 * (providers/local.ts) stands in for a real one. Owns `esign_contracts`, `esign_callbacks` and the local
 * provider's `esign_local_envelopes`.
 */
export default defineModule({ name: 'esign', routes: esignRoutes })
