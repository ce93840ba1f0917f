import type { RequestCtx } from '../../core/context.js'
import { accountService } from '../account/index.js'
import { bankService } from '../bank/index.js'

// What the withdrawal asks of the account (the approved real name) and bank (cards) modules, in one place.

/** The user's approved real name (null: none approved). */
export const realNameOf = (c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number) => accountService.approvedRealName(c, userId)

/** One of the user's live bound cards, masked (undefined: not theirs, or removed). */
export const cardOf = (c: RequestCtx, userId: number, cardId: number) => bankService.card(c, userId, cardId)

/** The card's number in clear, for the payout only (a card removed after the request still answers). */
export const cardNumberOf = (c: RequestCtx, userId: number, cardId: number) => bankService.cardNumber(c, userId, cardId)
