// The message module's failures: code, HTTP status and message key of each.
import { MessageCodes } from '../../../../types/message-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the message area; messages `message.<name>` in locales/<lng>/server-message.json. */
export const messageErrors = defineErrors('message', {
  notFound: { code: MessageCodes.NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
})
