import { EditorCodes } from '../../../../types/editor-codes.js'
import { defineErrors } from '../../core/errors.js'

/**
 * Failures of the inventory area. A short stock at checkout is answered to the caller (`takeStock`
 * returns the SKUs that lacked it) and reported in the caller's words (order.stock, cart.stock); the
 * merchant's stock edit that would go below 0 is `editor.stockChanged` (locales/<lng>/server-editor.json).
 */
export const inventoryErrors = defineErrors('inventory', {
  stockChanged: { code: EditorCodes.STOCK_CHANGED, status: 409, field: 'skus', rule: 'stockWas', key: 'editor.stockChanged' },
})
