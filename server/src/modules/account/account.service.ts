import { sql } from 'kysely'
import { Codes } from '../../../../types/constants.js'
import { friendlyCode, digits, sha256 } from '../../core/crypto.js'
import { AppError, fail } from '../../core/errors.js'
import { hit, type Kv } from '../../core/kv.js'
import { takeLoginAttempt, takeOldPasswordAttempt } from '../../core/limits.js'
import { hashPassword, verifyPassword } from '../../core/password.js'
import type { Db } from '../../db/database.js'
import { t } from '../../i18n/index.js'
import type { Locale } from '../../../../types/constants.js'
import { issueSession, revokeAllSessions } from '../../plugins/auth.js'
import { inviteRequired } from '../system/settings.js'
import { accountRepo as repo } from './account.repository.js'
import type { SmsProvider } from './sms.js'

export const SMS = { ttlSec: 300, gapSec: 60, perPhoneDay: 10, perIpHour: 20, maxAttempts: 5 }
export const LOGIN = { failDelayMs: 250 }
const PASSWORD = /^[A-Za-z0-9]{6,12}$/
// a hash of a random password, verified when the phone is unknown so both failures cost the same
let DUMMY_HASH: Promise<string> | undefined

export interface Ctx {
  db: Db
  kv: Kv
  sms: SmsProvider
  tenantId: number
  lang: Locale
  ip: string
  userAgent?: string
  tokenTtl: number
}

const codeHash = (tenantId: number, area: string, phone: string, type: string, code: string) => sha256(`${tenantId}:${area}:${phone}:${type}:${code}`)

function checkPasswords(password: string, confirm: string) {
  if (!PASSWORD.test(password)) throw fail.code(Codes.PASSWORD_RULE, 'account.passwordRule', {}, 'password', 'pattern')
  if (password !== confirm) throw fail.code(Codes.PASSWORD_MISMATCH, 'account.passwordMismatch', {}, 'confirmPassword', 'match')
}

/**
 * Ask for a code. register/bind refuse a phone already in use; login/forget/logoff answer the same
 * whether or not the phone has an account (no existence leak) but only send to existing accounts.
 */
export async function sendCode(c: Ctx, type: string, phone: string, area: string) {
  const existing = await repo.activeUserByPhone(c.db, c.tenantId, area, phone)
  if ((type === 'register' || type === 'bind') && existing) throw fail.code(Codes.PHONE_TAKEN, 'account.phoneTaken', {}, 'phone', 'unique')
  const gapKey = `sms:gap:${c.tenantId}:${area}:${phone}:${type}`
  if (!(await c.kv.setNx(gapKey, '1', SMS.gapSec))) {
    const seconds = Math.max(await c.kv.ttl(gapKey), 1)
    throw new AppError(Codes.SMS_TOO_SOON, 'account.smsTooSoon', { seconds }, 'phone', 'resend')
  }
  const wait = (await hit(c.kv, `sms:day:${c.tenantId}:${area}:${phone}`, SMS.perPhoneDay, 86_400)) || (await hit(c.kv, `sms:ip:${c.tenantId}:${c.ip}`, SMS.perIpHour, 3_600))
  if (wait) throw new AppError(Codes.SMS_LIMIT, 'account.smsLimit', { seconds: wait }, 'phone', 'limit')
  const mustExist = type === 'login' || type === 'forget' || type === 'logoff'
  if (!mustExist || existing) {
    const code = digits(6)
    await repo.insertCode(c.db, { tenant_id: c.tenantId, phone, country_area: area, type, code_hash: codeHash(c.tenantId, area, phone, type, code), expires_at: new Date(Date.now() + SMS.ttlSec * 1000), ip: c.ip })
    await c.sms.send({ tenantId: c.tenantId, phone: area === '86' ? phone : `+${area}${phone}`, text: t(c.lang, 'account.smsText', { code }) })
  }
  return { resendIn: SMS.gapSec, expiresIn: SMS.ttlSec }
}

const invalidCode = () => fail.code(Codes.SMS_CODE_INVALID, 'account.smsInvalid', {}, 'code', 'valid')

/**
 * Check the latest code without consuming it; every try counts, 5 tries burn it.
 * Must run outside any transaction that may roll back, or the counted attempt is undone with it.
 */
async function checkCode(c: Pick<Ctx, 'db' | 'tenantId'>, type: string, phone: string, area: string, code: string) {
  const row = await repo.latestCode(c.db, c.tenantId, area, phone, type)
  if (!row || new Date(row.expires_at) <= new Date()) throw invalidCode()
  // every try (right or wrong) takes one of the code's attempts first, atomically
  if (!(await repo.takeAttempt(c.db, row.id, SMS.maxAttempts))) throw invalidCode()
  if (row.code_hash !== codeHash(c.tenantId, area, phone, type, code)) throw invalidCode()
  return row.id
}

/** Check and consume the latest code. */
export async function verifyCode(c: Pick<Ctx, 'db' | 'tenantId'>, type: string, phone: string, area: string, code: string) {
  const id = await checkCode(c, type, phone, area, code)
  if (!(await repo.consumeCode(c.db, id))) throw invalidCode()
}

async function newInviteCode(db: Db, tenantId: number) {
  for (;;) {
    const code = friendlyCode(8)
    const taken = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('invite_code', '=', code).executeTakeFirst()
    if (!taken) return code
  }
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505'

export async function register(c: Ctx, b: { phone: string; countryArea?: string; code: string; password: string; confirmPassword: string; inviteCode?: string; agreement: boolean; nickname?: string }) {
  const area = b.countryArea ?? '86'
  if (b.agreement !== true) throw fail.code(Codes.AGREEMENT_REQUIRED, 'account.agreementRequired', {}, 'agreement', 'accepted')
  checkPasswords(b.password, b.confirmPassword)
  let referrerId: number | null = null
  if (b.inviteCode) {
    const ref = await repo.userByInvite(c.db, c.tenantId, b.inviteCode)
    if (!ref) throw fail.code(Codes.INVITE_CODE, 'account.inviteInvalid', {}, 'inviteCode', 'exists')
    referrerId = ref.id
  } else if (await inviteRequired(c.db, c.tenantId)) {
    throw fail.code(Codes.INVITE_CODE, 'account.inviteRequired', {}, 'inviteCode', 'required')
  }
  if (await repo.activeUserByPhone(c.db, c.tenantId, area, b.phone)) throw fail.code(Codes.PHONE_TAKEN, 'account.phoneTaken', {}, 'phone', 'unique')
  // checked outside the transaction (a wrong code's attempt must stay counted), consumed inside it;
  // and before the password is hashed, so a wrong code costs no hashing
  const codeId = await checkCode(c, 'register', b.phone, area, b.code)
  const passwordHash = await hashPassword(b.password)
  const userId = await c.db.transaction().execute(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId))) throw invalidCode()
    try {
      const u = await tx
        .insertInto('users')
        .values({
          tenant_id: c.tenantId,
          phone: b.phone,
          country_area: area,
          password_hash: passwordHash,
          nickname: b.nickname?.trim() || `user${b.phone.slice(-4)}`,
          invite_code: await newInviteCode(tx, c.tenantId),
          referrer_id: referrerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await tx.insertInto('wallet_accounts').values({ tenant_id: c.tenantId, user_id: u.id, currency: 'CNY', is_default: true }).execute()
      return u.id
    } catch (e) {
      if (isUniqueViolation(e)) throw fail.code(Codes.PHONE_TAKEN, 'account.phoneTaken', {}, 'phone', 'unique')
      throw e
    }
  })
  return issueSession(c.db, { tenantId: c.tenantId, userId, ttlSec: c.tokenTtl, ip: c.ip, userAgent: c.userAgent })
}

/** Password or code login, slowed and limited before any check (core/limits.ts: per phone and address, per address, per phone). */
export async function login(c: Ctx, b: { loginType?: string; username?: string; phone?: string; password?: string; code?: string; countryArea?: string }) {
  const area = b.countryArea ?? '86'
  const byCode = b.loginType === 'code'
  const phone = (byCode ? b.phone ?? b.username : b.username ?? b.phone) ?? ''
  if (!phone) throw fail.invalid(byCode ? 'phone' : 'username', 'required')
  if (byCode && !b.code) throw fail.invalid('code', 'required')
  if (!byCode && !b.password) throw fail.invalid('password', 'required')
  // counted before the hash, atomically (see core/limits.ts for the lockout policy)
  const grant = await takeLoginAttempt(c.kv, { tenantId: c.tenantId, area, phone, ip: c.ip, byCode })
  if (!grant.ok) throw new AppError(Codes.ACCOUNT_LOCKED, 'account.locked', { seconds: grant.seconds })
  const user = await repo.activeUserByPhone(c.db, c.tenantId, area, phone)
  let okLogin = false
  if (byCode) {
    try {
      await verifyCode(c, 'login', phone, area, b.code!)
      okLogin = !!user
    } catch {
      okLogin = false
    }
  } else {
    DUMMY_HASH ??= hashPassword(friendlyCode(12))
    okLogin = (await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), b.password!)) && !!user
  }
  if (!okLogin || !user) {
    await new Promise((r) => setTimeout(r, LOGIN.failDelayMs))
    throw byCode ? fail.code(Codes.SMS_CODE_INVALID, 'account.smsInvalid', {}, 'code', 'valid') : fail.code(Codes.BAD_CREDENTIALS, 'account.badCredentials')
  }
  await grant.succeeded()
  return issueSession(c.db, { tenantId: c.tenantId, userId: user.id, ttlSec: c.tokenTtl, ip: c.ip, userAgent: c.userAgent })
}

export async function userInfo(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, userId: number) {
  const u = await repo.userById(c.db, c.tenantId, userId)
  if (!u) throw fail.notFound()
  const level = Math.min(Math.max(u.level, 1), 3)
  const newUser = Date.now() - new Date(u.created_at).getTime() < 7 * 86_400_000
  return {
    code: u.invite_code,
    email: u.email,
    isPayword: !!u.pay_password_hash,
    isPhone: !!u.phone,
    isRepertory: level >= 2,
    isRepertoryMsg: level >= 2 ? '' : t(c.lang, 'account.repertoryOff'),
    levelIcon: `/static/level-${level}.png`,
    levelName: t(c.lang, `account.level${level}`),
    levelNumber: level,
    msg: t(c.lang, 'account.welcome'),
    newUser,
    nickname: u.nickname,
    phone: u.phone,
    photo: u.photo,
    salt: u.invite_code,
    userId: u.id,
    userSex: u.sex,
    countryArea: u.country_area,
    imInfo: { loginname: `u${u.id}`, nick: u.nickname, pd5: u.im_secret, sign: '', userThirdId: String(u.id), userType: '1' },
  }
}

export async function updateInfo(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, b: { nickname?: string; photo?: string; userSex?: number }) {
  const set: Record<string, unknown> = {}
  if (b.nickname !== undefined) set.nickname = b.nickname
  if (b.photo !== undefined) set.photo = b.photo
  if (b.userSex !== undefined) set.sex = b.userSex
  if (Object.keys(set).length) await c.db.updateTable('users').set({ ...set, updated_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('id', '=', userId).execute()
}

/** Logged in: old password. Guest: phone + forget code. Other sessions end after a change. */
export async function updatePassword(c: Ctx, userId: number | undefined, sessionId: number | undefined, b: { oldPassword?: string; phone?: string; countryArea?: string; code?: string; password: string; confirmPassword: string }) {
  checkPasswords(b.password, b.confirmPassword)
  let targetId: number
  if (userId && b.oldPassword !== undefined) {
    const grant = await takeOldPasswordAttempt(c.kv, c.tenantId, userId)
    if (!grant.ok) throw new AppError(Codes.ACCOUNT_LOCKED, 'account.locked', { seconds: grant.seconds }, 'oldPassword', 'limit')
    const u = await repo.userById(c.db, c.tenantId, userId)
    if (!u || !(await verifyPassword(u.password_hash, b.oldPassword))) throw fail.code(Codes.BAD_REQUEST, 'account.oldPasswordWrong', {}, 'oldPassword', 'match')
    await grant.succeeded()
    targetId = u.id
  } else {
    if (!b.phone) throw fail.invalid('phone', 'required')
    if (!b.code) throw fail.invalid('code', 'required')
    const area = b.countryArea ?? '86'
    await verifyCode(c, 'forget', b.phone, area, b.code)
    const u = await repo.activeUserByPhone(c.db, c.tenantId, area, b.phone)
    if (!u) throw fail.code(Codes.SMS_CODE_INVALID, 'account.smsInvalid', {}, 'code', 'valid')
    targetId = u.id
  }
  const hash = await hashPassword(b.password)
  await c.db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ password_hash: hash, updated_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('id', '=', targetId).execute()
    let q = tx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('user_id', '=', targetId).where('revoked_at', 'is', null)
    if (sessionId && targetId === userId) q = q.where('id', '<>', sessionId)
    await q.execute()
  })
}

export async function bindPhone(c: Ctx, userId: number, b: { phone: string; countryArea?: string; code: string }) {
  const area = b.countryArea ?? '86'
  await verifyCode(c, 'bind', b.phone, area, b.code)
  try {
    await c.db.updateTable('users').set({ phone: b.phone, country_area: area, updated_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('id', '=', userId).execute()
  } catch (e) {
    if (isUniqueViolation(e)) throw fail.code(Codes.PHONE_TAKEN, 'account.phoneTaken', {}, 'phone', 'unique')
    throw e
  }
}

/** No email provider is configured: the address is stored as given (unverified). */
export async function bindEmail(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, email: string) {
  try {
    await c.db.updateTable('users').set({ email: email.toLowerCase(), updated_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('id', '=', userId).execute()
  } catch (e) {
    if (isUniqueViolation(e)) throw fail.code(Codes.CONFLICT, 'account.emailTaken', {}, 'email', 'unique')
    throw e
  }
}

/** Close the account after a `logoff` code sent to its phone; its phone and email become free. */
export async function logOff(c: Ctx, userId: number, code: string) {
  const u = await repo.userById(c.db, c.tenantId, userId)
  if (!u?.phone) throw fail.code(Codes.BAD_REQUEST, 'account.phoneMissing', {}, 'phone', 'required')
  await verifyCode(c, 'logoff', u.phone, u.country_area, code)
  await c.db.updateTable('users').set({ status: 'closed', closed_at: sql`now()` }).where('tenant_id', '=', c.tenantId).where('id', '=', userId).execute()
  await revokeAllSessions(c.db, c.tenantId, userId)
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
/** Mainland resident ID (18 characters, GB 11643 checksum) or a passport-style number. */
export function validIdNumber(v: string) {
  const s = v.toUpperCase()
  if (/^\d{17}[\dX]$/.test(s)) {
    const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0)
    return '10X98765432'[sum % 11] === s[17]
  }
  return /^[A-Z][A-Z0-9]{5,11}$/.test(s)
}

export async function requestAuthen(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, b: { realName: string; idNumber: string; frontImage: string; backImage: string }) {
  if (!validIdNumber(b.idNumber)) throw fail.code(Codes.BAD_REQUEST, 'account.idNumberInvalid', {}, 'idNumber', 'checksum')
  const last = await repo.latestAuthen(c.db, c.tenantId, userId)
  if (last && last.status !== 'rejected') throw fail.code(Codes.AUTHEN_EXISTS, 'account.authenExists')
  try {
    await c.db
      .insertInto('real_name_requests')
      .values({ tenant_id: c.tenantId, user_id: userId, real_name: b.realName.trim(), id_number: b.idNumber.toUpperCase(), front_image: b.frontImage, back_image: b.backImage })
      .execute()
  } catch (e) {
    if (isUniqueViolation(e)) throw fail.code(Codes.AUTHEN_EXISTS, 'account.authenExists')
    throw e
  }
}

export async function authenLog(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) {
  const r = await repo.latestAuthen(c.db, c.tenantId, userId)
  if (!r) return null
  const masked = r.id_number.length > 8 ? `${r.id_number.slice(0, 4)}${'*'.repeat(r.id_number.length - 8)}${r.id_number.slice(-4)}` : r.id_number
  return { id: r.id, realName: r.real_name, idNumber: masked, status: r.status, reason: r.reason, createTime: new Date(r.created_at).toISOString(), reviewTime: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null }
}
