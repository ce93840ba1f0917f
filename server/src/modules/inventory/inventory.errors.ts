import { defineErrors } from '../../core/errors.js'

/**
 * Failures of the inventory area: none of its own yet. A short stock is answered to the caller
 * (`takeStock` returns the SKUs that lacked it) and reported in the caller's words (order.stock, cart.stock).
 */
export const inventoryErrors = defineErrors('inventory', {})
