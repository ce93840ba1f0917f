// The chat module's failures: code, HTTP status and message key of each.
import { ChatCodes } from '../../../../types/chat-codes.js'
import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the chat HTTP endpoints; messages `chat.<name>` in locales/<lng>/server-chat.json. */
export const chatErrors = defineErrors('chat', {
  notMember: { code: ChatCodes.NOT_MEMBER, status: 404, field: 'conversationId', rule: 'member' },
  // 400, not 401: a 401 signs the whole app out (spec section 8); a wrong chat credential only fails the chat
  login: { code: ChatCodes.LOGIN, status: 400, field: 'pd5', rule: 'match' },
  shop: { code: ChatCodes.SHOP, status: 404, field: 'shopId', rule: 'exists' },
  ownShop: { code: ChatCodes.OWN_SHOP, status: 409, field: 'shopId', rule: 'notOwn' },
  image: { code: ChatCodes.IMAGE, status: 400, field: 'uploadFile', rule: 'image' },
  closed: { code: ChatCodes.CLOSED, status: 409, field: 'conversationId', rule: 'open' },
  ref: { code: Codes.NOT_FOUND, field: 'ref', rule: 'exists' },
})
