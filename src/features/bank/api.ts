import dayjs from 'dayjs'
import { BankCodes, CARD_NUMBER_PATTERN, HOLDER_MAX, HOLDER_MIN, idNumberValid, luhnValid, RealNameCodes, type CardType } from '~types/bank-codes'
import type { BankCard, BankType, BindBankBody } from '~types/bank'
import * as v from '@/core/validators'

/* Bank cards and the bank list are `api.bank.*` (@/core/request, typed by types/bank.ts), their query keys
   `keyOf('bank.list')`, `areaKey('bank')`; the real name's state is `api.account.authenLog`. */
export type { BankCard, BankType, BindBankBody, CardType }

/** The form's fields, in the order they are shown (a problem or a server refusal names one of them). */
export const CARD_FIELDS = ['holder', 'idNumber', 'bankCode', 'cardNumber', 'phone', 'cardType'] as const
export type CardField = (typeof CARD_FIELDS)[number]

export interface CardForm {
  holder: string
  idNumber: string
  bankCode: string
  cardNumber: string
  phone: string
  countryArea: string
  /** the approved real name, when known: the holder must be it */
  realName?: string
}

const CARD_NUMBER = new RegExp(CARD_NUMBER_PATTERN)
/** The digits of a card number as typed (spaces and dashes people type between groups removed). */
export const cardDigits = (s: string) => s.replace(/[\s-]/g, '')

/**
 * The problems of the form by field, as text keys (`bank:` or `validation:`) with params; empty when it may
 * be sent. Comfort only: the server checks the same rules and the bank checks the card.
 */
export function cardProblems(f: CardForm): Partial<Record<CardField, { key: string; params?: Record<string, string | number> }>> {
  const out: Partial<Record<CardField, { key: string; params?: Record<string, string | number> }>> = {}
  const holder = f.holder.trim()
  if (!holder) out.holder = { key: 'bank:form.holderRequired' }
  else if (holder.length > HOLDER_MAX || (f.realName && holder !== f.realName))
    out.holder = { key: 'bank:form.holderNotRealName', params: { name: f.realName ?? '' } }
  if (!idNumberValid(f.idNumber)) out.idNumber = { key: 'bank:form.idNumberRule' }
  if (!f.bankCode) out.bankCode = { key: 'bank:form.bankRequired' }
  const digits = cardDigits(f.cardNumber)
  if (!CARD_NUMBER.test(digits)) out.cardNumber = { key: 'bank:form.cardNumberRule' }
  else if (!luhnValid(digits)) out.cardNumber = { key: 'bank:form.cardNumberLuhn' }
  const phone = v.phone(f.phone.trim(), f.countryArea)
  if (!phone.ok) out.phone = { key: `validation:${phone.key}`, params: phone.params }
  return out
}

/** The form field a server refusal belongs to (its `field`, or its code), or null when it is about the whole form. */
export function fieldOf(code: number, field?: string): CardField | null {
  if (code === BankCodes.HOLDER_MISMATCH) return 'holder'
  if (code === BankCodes.ID_NUMBER_MISMATCH) return 'idNumber'
  if (code === BankCodes.BANK_UNKNOWN) return 'bankCode'
  if (code === BankCodes.CARD_TAKEN) return 'cardNumber'
  return (CARD_FIELDS as readonly string[]).includes(field ?? '') ? (field as CardField) : null
}

/** `2026-11-27 10:00` in the device's time zone. */
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')

/** The real-name form's fields (a problem or a server refusal names one of them). */
export const REAL_NAME_FIELDS = ['realName', 'idNumber', 'frontImage', 'backImage'] as const
export type RealNameField = (typeof REAL_NAME_FIELDS)[number]

/** The real-name form's problems by field (comfort only: the server, the identity registry and staff decide). */
export function realNameProblems(f: {
  realName: string
  idNumber: string
  frontImage?: string
  backImage?: string
}): Partial<Record<RealNameField, { key: string; params?: Record<string, string> }>> {
  const out: Partial<Record<RealNameField, { key: string; params?: Record<string, string> }>> = {}
  if (f.realName.trim().length < HOLDER_MIN) out.realName = { key: 'bank:realName.nameRequired' }
  if (!idNumberValid(f.idNumber)) out.idNumber = { key: 'bank:form.idNumberRule' }
  if (!f.frontImage) out.frontImage = { key: 'bank:realName.pictureRequired', params: { side: 'front' } }
  if (!f.backImage) out.backImage = { key: 'bank:realName.pictureRequired', params: { side: 'back' } }
  return out
}

/** The real-name form field a server refusal belongs to, or null. */
export function realNameFieldOf(code: number, field?: string): RealNameField | null {
  if (code === RealNameCodes.ID_NUMBER_TAKEN) return 'idNumber'
  return (REAL_NAME_FIELDS as readonly string[]).includes(field ?? '') ? (field as RealNameField) : null
}

/** Picture kinds the server takes for an ID picture (by the chosen file's name or type). */
export const isIdPicture = (path: string, type?: string) => /^image\/(jpeg|png|webp)$/.test(type ?? '') || /\.(jpe?g|png|webp)$/i.test(path.split('?')[0])
