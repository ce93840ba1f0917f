import type { RequestCtx } from '../../core/context.js'

// What the withdrawal asks of the account (real name) and bank (cards) modules, in one place.
// NOT WIRED YET: the bank module and accountService.approvedRealName land with "feat(bank)" (realname helper).

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

export interface CardInfo {
  id: number
  bankCode: string
  bankName: string
  holder: string
  masked: string
  last4: string
  cardType: string
}

/** The user's approved real name (null: none approved). */
export async function realNameOf(_c: Scope, _userId: number): Promise<{ realName: string; idNumber: string } | null> {
  throw new Error('withdraw: accountService.approvedRealName is not on main yet')
}

/** One of the user's bound cards (undefined: not theirs, or gone). */
export async function cardOf(_c: Scope, _userId: number, _cardId: number): Promise<CardInfo | undefined> {
  throw new Error('withdraw: bankService.card is not on main yet')
}

/** The card's number, decrypted (the payout only). */
export async function cardNumberOf(_c: Scope, _userId: number, _cardId: number): Promise<string | undefined> {
  throw new Error('withdraw: bankService.cardNumber is not on main yet')
}
