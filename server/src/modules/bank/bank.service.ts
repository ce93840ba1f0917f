import { BANK_CARD_MAX } from '../../../../types/bank-codes.js'
import type { BankCard, BankType, BindBankBody } from '../../../../types/bank.js'
import { phonePattern } from '../../../../types/rules.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { derivedKey, keyedHash, open, seal } from '../../core/secrets.js'
import { t } from '../../i18n/index.js'
import { accountService } from '../account/index.js'
import { bankErrors as E } from './bank.errors.js'
import { cardChecker, identityChecker, type CardRefusal } from './bank.provider.js'
import { bankRepo as repo, type CardRow } from './bank.repository.js'
import { BANK_DEFAULT, bankSetting, type BankEntry } from './bank.settings.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId' | 'config'>

/**
 * Card numbers at rest (ADR 0092): sealed with AES-256-GCM under `bank-card:v1`, a key derived from the
 * server secret, bound to the tenant and user (a sealed number copied to another user's row does not
 * open); found again by an HMAC under a second derived key. Never logged, never answered.
 */
const KEY_VERSION = 'v1'
const sealKey = (c: Scope) => derivedKey(c.config, `bank-card:${KEY_VERSION}`)
const hashKey = (c: Scope) => derivedKey(c.config, `bank-card-index:${KEY_VERSION}`)
const aad = (tenantId: number, userId: number) => `bank-card:${tenantId}:${userId}`
const numberHash = (c: Scope, number: string) => keyedHash(hashKey(c), `${c.tenantId}:${number}`)

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()
/** `**** **** **** 1234` */
export const maskCard = (last4: string) => `**** **** **** ${last4}`
/** first and last 4 characters, the rest starred */
export const maskIdNumber = (v: string) =>
  v.length > 8 ? `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}` : `${v.slice(0, 1)}${'*'.repeat(Math.max(v.length - 1, 0))}`
/** `138****8000` */
const maskPhone = (v: string) =>
  v.length > 7 ? `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}` : `${'*'.repeat(Math.max(v.length - 2, 0))}${v.slice(-2)}`

const DEFAULT_CODES = new Set(BANK_DEFAULT.banks.map((b) => b.code))
/** A bank's name in the language: the tenant's own name for it, else the translated name of a default bank, else its code. */
const bankName = (lang: RequestCtx['lang'], b: BankEntry | undefined, code: string) =>
  b?.names?.[lang] ?? (DEFAULT_CODES.has(code) ? t(lang, `bank.name${code}`) : (b?.names?.en ?? code))

/** GET system/api/basics/bankTypeList: the tenant's banks in the request's language. */
export async function types(c: RequestCtx): Promise<BankType[]> {
  return (await bankSetting(c)).banks.map((b) => ({ code: b.code, name: bankName(c.lang, b, b.code) }))
}

async function rowToCard(c: RequestCtx, r: CardRow): Promise<BankCard> {
  const banks = (await bankSetting(c)).banks
  return {
    id: Number(r.id),
    bankCode: r.bank_code,
    bankName: bankName(
      c.lang,
      banks.find((b) => b.code === r.bank_code),
      r.bank_code,
    ),
    holder: r.holder,
    idNumber: r.id_number_masked,
    masked: maskCard(r.last4),
    last4: r.last4,
    phone: maskPhone(r.phone),
    cardType: r.card_type as BankCard['cardType'],
    createTime: iso(r.created_at),
  }
}

/** The user's cards, newest first. */
export async function list(c: UserCtx): Promise<BankCard[]> {
  const rows = await repo.list(c.db, c.tenantId, c.userId)
  return Promise.all(rows.map((r) => rowToCard(c, r)))
}

const REFUSED: Record<Exclude<CardRefusal, 'unavailable'>, Exclude<keyof typeof E, 'defs'>> = {
  cardNumber: 'refusedCardNumber',
  mismatch: 'refusedHolder',
  phone: 'refusedPhone',
  frozen: 'refusedCardNumber',
  cardType: 'refusedCardType',
}
const REFUSAL_TEXT = {
  cardNumber: 'bank.refuseCardNumber',
  mismatch: 'bank.refuseMismatch',
  phone: 'bank.refusePhone',
  frozen: 'bank.refuseFrozen',
  cardType: 'bank.refuseCardType',
} as const

/**
 * Bind a card: the holder and ID number must be the user's APPROVED real name; the bank must be the
 * tenant's; the bank's four-element check (outside any transaction: it takes its time) must match;
 * then, under the user's lock, the limit and one live binding per number hold under parallel requests.
 */
export async function bind(c: UserCtx, b: BindBankBody): Promise<BankCard> {
  const holder = b.holder.trim()
  const idNumber = b.idNumber.trim().toUpperCase()
  const area = b.countryArea ?? '86'
  const banks = (await bankSetting(c)).banks
  if (!banks.some((x) => x.code === b.bankCode)) throw E.bankUnknown()
  if (!new RegExp(phonePattern(area)).test(b.phone)) throw E.phone()
  const real = await accountService.approvedRealName(c, c.userId)
  if (!real) throw E.realNameRequired()
  if (holder !== real.realName) throw E.holderMismatch()
  if (idNumber !== real.idNumber.toUpperCase()) throw E.idNumberMismatch()
  const hash = numberHash(c, b.cardNumber)
  if (await repo.numberBound(c.db, c.tenantId, c.userId, hash)) throw E.cardTaken()
  if ((await repo.count(c.db, c.tenantId, c.userId)) >= BANK_CARD_MAX) throw E.full({ max: BANK_CARD_MAX })

  const checker = await cardChecker(c)
  const answer = await checker.check({ name: holder, idNumber, cardNumber: b.cardNumber, phone: b.phone, bankCode: b.bankCode, cardType: b.cardType })
  if (!answer.ok) {
    if (answer.reason === 'unavailable') throw E.unavailable()
    throw E[REFUSED[answer.reason]]({ reason: t(c.lang, REFUSAL_TEXT[answer.reason]) })
  }

  const row = await c.db.transaction().execute(async (tx) => {
    await repo.lockUser(tx, c.tenantId, c.userId)
    if (await repo.numberBound(tx, c.tenantId, c.userId, hash)) throw E.cardTaken()
    if ((await repo.count(tx, c.tenantId, c.userId)) >= BANK_CARD_MAX) throw E.full({ max: BANK_CARD_MAX })
    return repo.insert(tx, c.tenantId, c.userId, {
      holder,
      id_number_masked: maskIdNumber(idNumber),
      bank_code: b.bankCode,
      number_sealed: seal(sealKey(c), KEY_VERSION, b.cardNumber, aad(c.tenantId, c.userId)),
      number_hash: hash,
      last4: b.cardNumber.slice(-4),
      phone: b.phone,
      country_area: area,
      card_type: b.cardType,
    })
  })
  return rowToCard(c, row)
}

/** Remove one of the user's cards (kept sealed for a payout already asked for, never listed again). */
export async function remove(c: UserCtx, id: number): Promise<{ count: number }> {
  if (!(await repo.remove(c.db, c.tenantId, c.userId, id))) throw E.notFound()
  return { count: 1 }
}

/**
 * The identity registry's check of a name and ID number (the real-name request's first step, before staff
 * review): its reference when they match; a refusal throws, naming the field (the name for a mismatch,
 * the number when the registry has none), or 502 when the registry does not answer.
 */
export async function checkIdentity(c: RequestCtx, p: { name: string; idNumber: string }): Promise<{ provider: string; ref: string }> {
  const checker = await identityChecker(c)
  const answer = await checker.check(p)
  if (answer.ok) return { provider: checker.name, ref: answer.ref }
  if (answer.reason === 'unavailable') throw E.identityUnavailable()
  if (answer.reason === 'mismatch') throw E.identityRefusedName({ reason: t(c.lang, 'bank.identityMismatch') })
  throw E.identityRefusedNumber({ reason: t(c.lang, 'bank.identityNotFound') })
}

/**
 * Bank cards and identity checks as other modules and flows see them. `checkIdentity`: the real-name flow's
 * outside check. `card`: one of the user's live cards, masked;
 * `cardNumber`: the number in clear, for a payout only (a card removed after the withdrawal was asked
 * for still answers); undefined when the user has no such card in the ctx's tenant.
 */
export const bankService = {
  checkIdentity,
  /** the tenant's banks (`bankTypeList`) in the request's language: the onboard module's settlement bank and branches */
  banks: types,
  async card(
    c: RequestCtx,
    userId: number,
    cardId: number,
  ): Promise<{ id: number; bankCode: string; bankName: string; holder: string; masked: string; last4: string; cardType: 'debit' | 'credit' } | undefined> {
    const r = await repo.get(c.db, c.tenantId, userId, cardId)
    if (!r) return undefined
    const card = await rowToCard(c, r)
    return {
      id: card.id,
      bankCode: card.bankCode,
      bankName: card.bankName,
      holder: card.holder,
      masked: card.masked,
      last4: card.last4,
      cardType: card.cardType,
    }
  },
  /** The user's live cards, masked, newest first (the withdrawal's demo data picks the demo shopper's). */
  async cards(c: RequestCtx, userId: number): Promise<Array<{ id: number; bankName: string; masked: string }>> {
    const rows = await repo.list(c.db, c.tenantId, userId)
    return (await Promise.all(rows.map((r) => rowToCard(c, r)))).map((k) => ({ id: k.id, bankName: k.bankName, masked: k.masked }))
  },
  async cardNumber(c: RequestCtx, userId: number, cardId: number): Promise<string | undefined> {
    const r = await repo.get(c.db, c.tenantId, userId, cardId, true)
    return r ? open(sealKey(c), r.number_sealed, aad(c.tenantId, userId)) : undefined
  },
}

/** The demo card (bank.seed.ts): bound without the bank's check, as an earlier binding would have been. */
export async function seedCard(c: Scope, userId: number, v: { holder: string; idNumber: string; bankCode: string; cardNumber: string; phone: string }) {
  await repo.insert(c.db, c.tenantId, userId, {
    holder: v.holder,
    id_number_masked: maskIdNumber(v.idNumber),
    bank_code: v.bankCode,
    number_sealed: seal(sealKey(c), KEY_VERSION, v.cardNumber, aad(c.tenantId, userId)),
    number_hash: numberHash(c, v.cardNumber),
    last4: v.cardNumber.slice(-4),
    phone: v.phone,
    country_area: '86',
    card_type: 'debit',
  })
}
