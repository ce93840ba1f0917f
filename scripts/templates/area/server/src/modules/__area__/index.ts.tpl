// The __area__ module's public face: discovery registers its routes; other modules import only this file.
import { defineModule } from '../../core/module.js'
import { __area__Routes } from './__area__.routes.js'

// the public face: other modules import only this file
export { __area__Service } from './__area__.service.js'

/** The __area__ area. Owns `__area___items`. */
export default defineModule({ name: '__area__', routes: __area__Routes })
