// The form module's public face: discovery registers its routes; other modules and the flows import only this file.
import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { formRepo } from './form.repository.js'
import { formRoutes } from './form.routes.js'
import { lineForms } from './form.service.js'

export { formService } from './form.service.js'

// the cart prices a line by its product's form answers (formJson.subFormDto.totalPrice, ADR 0119)
hooks.provide('cart.lineForms', (c, userId, productIds) => lineForms(c, userId, productIds))
// a closed account's answers waiting in its cart are erased with the cart (ADR 0091); its submissions stay (paid records)
hooks.on('user.closed', async (c, { userId }) => void (await formRepo.removeAllLines(c.db, c.tenantId, userId)))

/**
 * Dynamic forms: forms the desk defines and publishes as versions, submissions checked against the version
 * they were filled in (free `submitted`; paid `unpaid -> paid` only by the payment: the pay flow's kind `F`,
 * flows/form-pay.ts), the form a product carries and a user's answers for its cart line. Owns `forms`,
 * `form_versions`, `form_submissions`, `form_products`, `form_line_answers`.
 */
export default defineModule({ name: 'form', routes: formRoutes })
