import { CODE_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PAY_PASSWORD_PATTERN, phonePattern } from '~types/rules'

/**
 * Client-side validation rules of spec section 5, for comfort only (the server decides).
 * The patterns are the contract's (`types/rules.ts`), the same text the server's schemas use.
 * Each returns `{ ok: true }` or `{ ok: false, key }` with an i18n key in the `validation` namespace.
 */
export type Check = { ok: true } | { ok: false; key: string; params?: Record<string, number | string> }

const pass: Check = { ok: true }
const failWith = (key: string, params?: Record<string, number | string>): Check => ({ ok: false, key, params })

export const IMAGE_TYPES = ['jpeg', 'jpg', 'gif', 'png', 'svg', 'webp', 'jfif', 'bmp'] as const
export const VIDEO_TYPES = ['mp4', 'mpg', 'mpeg', 'dat', 'asf', 'avi', 'rm', 'rmvb', 'mov', 'wmv', 'flv', 'mkv'] as const
export const LIMITS = {
  refundText: 100,
  refundImages: 3,
  bookingRemark: 20,
  textarea: 140,
  album: 9,
  shopImageBytes: 5 * 1024 * 1024,
  shopImageMin: 800,
  subscriptionStep: 10,
}

const ext = (name: string) => name.split('?')[0].split('.').pop()?.toLowerCase() ?? ''

const PASSWORD = new RegExp(PASSWORD_PATTERN)
const PAY_PASSWORD = new RegExp(PAY_PASSWORD_PATTERN)
const NICKNAME = new RegExp(NICKNAME_PATTERN)
const CODE = new RegExp(CODE_PATTERN)

export const loginPassword = (v: string): Check => (!v ? failWith('passwordRequired') : PASSWORD.test(v) ? pass : failWith('passwordRule'))
export const payPassword = (v: string): Check => (PAY_PASSWORD.test(v) ? pass : failWith('payPasswordRule'))
export const nickname = (v: string): Check => (NICKNAME.test(v) ? pass : failWith('nicknameRule'))
export const passwordsMatch = (a: string, b: string): Check => (a === b ? pass : failWith('passwordMismatch'))
export const agreementAccepted = (v: boolean): Check => (v ? pass : failWith('agreementRequired'))
export const smsCode = (v: string): Check => (CODE.test(v) ? pass : failWith('codeRule'))
/** The phone rule of the country area (mainland mobiles for 86), as the server checks it. */
export const phone = (v: string, countryArea = '86'): Check =>
  !v ? failWith('phoneRequired') : new RegExp(phonePattern(countryArea)).test(v) ? pass : failWith('phoneRule')

export function refund(input: { reason?: string; description?: string; images?: string[] }): Check {
  if (!input.reason) return failWith('refundReasonRequired')
  if ((input.description ?? '').length > LIMITS.refundText) return failWith('refundTextTooLong', { max: LIMITS.refundText })
  const images = input.images ?? []
  if (images.length > LIMITS.refundImages) return failWith('tooManyImages', { max: LIMITS.refundImages })
  if (images.some((i) => !['jpg', 'jpeg', 'png'].includes(ext(i)))) return failWith('imageTypeRule', { types: 'jpg, jpeg, png' })
  return pass
}

export const bookingRemark = (v = ''): Check => (v.length <= LIMITS.bookingRemark ? pass : failWith('remarkTooLong', { max: LIMITS.bookingRemark }))
export const textarea = (v = ''): Check => (v.length <= LIMITS.textarea ? pass : failWith('textTooLong', { max: LIMITS.textarea }))
export const album = (count: number): Check => (count <= LIMITS.album ? pass : failWith('tooManyImages', { max: LIMITS.album }))

export function subscription(qty: number, perPersonLimit: number): Check {
  if (!Number.isInteger(qty) || qty <= 0 || qty % LIMITS.subscriptionStep !== 0) return failWith('subscriptionStep', { step: LIMITS.subscriptionStep })
  if (qty > perPersonLimit) return failWith('subscriptionLimit', { max: perPersonLimit })
  return pass
}

export function shopImage(file: { name: string; size: number; width: number; height: number }): Check {
  if (!['png', 'jpeg', 'jpg', 'gif'].includes(ext(file.name))) return failWith('imageTypeRule', { types: 'png, jpeg, gif' })
  if (file.size >= LIMITS.shopImageBytes) return failWith('fileTooLarge', { mb: 5 })
  if (file.width < LIMITS.shopImageMin || file.height < LIMITS.shopImageMin) return failWith('imageTooSmall', { min: LIMITS.shopImageMin })
  return pass
}

/** Generic form upload: kind (image or video), size limit in bytes, how many files at most. */
export function upload(
  files: Array<{ name: string; size: number }>,
  o: { kind: 'image' | 'video'; maxBytes: number; maxFiles: number; required?: boolean },
): Check {
  if (o.required && files.length === 0) return failWith('fileRequired')
  if (files.length > o.maxFiles) return failWith('maxFiles', { max: o.maxFiles })
  const allowed: readonly string[] = o.kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES
  for (const f of files) {
    if (!allowed.includes(ext(f.name))) return failWith('wrongType')
    if (f.size > o.maxBytes) return failWith('sizeExceeded', { mb: Math.round(o.maxBytes / 1048576) })
  }
  return pass
}
