/**
 * Client-side validation rules of spec section 5, for comfort only (the server decides).
 * Each returns `{ ok: true }` or `{ ok: false, key }` with an i18n key in the `validation` namespace.
 */
export type Check = { ok: true } | { ok: false; key: string; params?: Record<string, number | string> }

const pass: Check = { ok: true }
const failWith = (key: string, params?: Record<string, number | string>): Check => ({ ok: false, key, params })

export const IMAGE_TYPES = ['jpeg', 'jpg', 'gif', 'png', 'svg', 'webp', 'jfif', 'bmp'] as const
export const VIDEO_TYPES = ['mp4', 'mpg', 'mpeg', 'dat', 'asf', 'avi', 'rm', 'rmvb', 'mov', 'wmv', 'flv', 'mkv'] as const
export const LIMITS = { refundText: 100, refundImages: 3, bookingRemark: 20, textarea: 140, album: 9, shopImageBytes: 5 * 1024 * 1024, shopImageMin: 800, subscriptionStep: 10 }

const ext = (name: string) => name.split('?')[0].split('.').pop()?.toLowerCase() ?? ''

export const loginPassword = (v: string): Check => (!v ? failWith('passwordRequired') : /^[A-Za-z0-9]{6,12}$/.test(v) ? pass : failWith('passwordRule'))
export const payPassword = (v: string): Check => (/^\d{6}$/.test(v) ? pass : failWith('payPasswordRule'))
export const nickname = (v: string): Check => (/^[\u4e00-\u9fa5A-Za-z0-9]{4,20}$/.test(v) ? pass : failWith('nicknameRule'))
export const passwordsMatch = (a: string, b: string): Check => (a === b ? pass : failWith('passwordMismatch'))
export const agreementAccepted = (v: boolean): Check => (v ? pass : failWith('agreementRequired'))
export const smsCode = (v: string): Check => (/^\d{6}$/.test(v) ? pass : failWith('codeRule'))
export const phone = (v: string, countryArea = '86'): Check =>
  !v ? failWith('phoneRequired') : (countryArea === '86' ? /^1[3-9]\d{9}$/ : /^\d{5,15}$/).test(v) ? pass : failWith('phoneRule')

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
export function upload(files: Array<{ name: string; size: number }>, o: { kind: 'image' | 'video'; maxBytes: number; maxFiles: number; required?: boolean }): Check {
  if (o.required && files.length === 0) return failWith('fileRequired')
  if (files.length > o.maxFiles) return failWith('maxFiles', { max: o.maxFiles })
  const allowed: readonly string[] = o.kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES
  for (const f of files) {
    if (!allowed.includes(ext(f.name))) return failWith('wrongType')
    if (f.size > o.maxBytes) return failWith('sizeExceeded', { mb: Math.round(o.maxBytes / 1048576) })
  }
  return pass
}
