// The group-buy module's public face: discovery registers its routes; the flow imports only this file.
import { defineModule } from '../../core/module.js'
import { groupbuyRoutes } from './groupbuy.routes.js'

export { groupbuyService, type Arrival } from './groupbuy.service.js'

/**
 * Group buys (issue 27): offers of one SKU at a group price with a size and a time limit, groups (forming ->
 * success | failed, decided once) and their members. Bought through the checkout as the offer kind 'group'
 * (flows/group-buy.ts); the members' orders wait on the order module's hold until their group succeeds.
 * Owns `group_buy_offers`, `group_buy_groups` and `group_buy_members`.
 */
export default defineModule({ name: 'groupbuy', routes: groupbuyRoutes })
