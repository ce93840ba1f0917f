import { hooks } from '../../core/hooks.js'
import './account.hooks.js'
import type { Static } from '@sinclair/typebox'
import type { AuthenBody, BindPhoneBody, InfoBody, LoginBody, RegisterBody, SmsBody, UpdatePasswordBody } from '../../../../types/account.js'
import type { AuthenLog, TokenResult, UserInfo } from '../../../../types/account.js'
import { idNumberValid } from '../../../../types/bank-codes.js'
import { NICKNAME_PATTERN, PASSWORD_PATTERN, type SmsType } from '../../../../types/rules.js'
import type { Session } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { friendlyCode, digits, sha256 } from '../../core/crypto.js'
import { fail } from '../../core/errors.js'
import { hit } from '../../core/kv.js'
import { batcherPer } from '../../core/batch.js'
import type { Db } from '../../db/database.js'
import { takeLoginAttempt, takeOldPasswordAttempt } from '../../core/limits.js'
import { hashPassword, verifyPassword } from '../../core/password.js'
import { t } from '../../i18n/index.js'
import { accountErrors as E } from './account.errors.js'
import { accountRepo as repo } from './account.repository.js'
import type { UsersTable } from './account.schema.js'
import { smsProvider } from './sms.js'
import { uploadService } from '../upload/index.js'
import type { Selectable } from 'kysely'

export const SMS = { ttlSec: 300, gapSec: 60, perPhoneDay: 10, perIpHour: 20, maxAttempts: 5 }
const LOGIN = { failDelayMs: 250 }
const PASSWORD = new RegExp(PASSWORD_PATTERN)
const NICKNAME = new RegExp(NICKNAME_PATTERN)
/** What an avatar may be: the user's own public upload of these kinds. */
const AVATAR_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
// a hash of a random password, verified when the phone is unknown so both failures cost the same
let DUMMY_HASH: Promise<string> | undefined

/** Services take the request context first (core/context.ts). */
export type Ctx = RequestCtx

const codeHash = (tenantId: number, area: string, phone: string, type: string, code: string) => sha256(`${tenantId}:${area}:${phone}:${type}:${code}`)

function checkPasswords(password: string, confirm: string) {
  if (!PASSWORD.test(password)) throw E.passwordRule()
  if (password !== confirm) throw E.passwordMismatch()
}

/**
 * Ask for a code. register/bind refuse a phone already in use; login/forget/logoff answer the same
 * whether or not the phone has an account (no existence leak) but only send to existing accounts.
 */
export async function sendCode(c: Ctx, type: SmsType, b: Static<typeof SmsBody>): Promise<{ resendIn: number; expiresIn: number }> {
  const { phone } = b
  const area = b.countryArea ?? '86'
  const existing = await repo.activeUserByPhone(c.db, c.tenantId, area, phone)
  if ((type === 'register' || type === 'bind') && existing) throw E.phoneTaken()
  const gapKey = `sms:gap:${c.tenantId}:${area}:${phone}:${type}`
  if (!(await c.kv.setNx(gapKey, '1', SMS.gapSec))) {
    const seconds = Math.max(await c.kv.ttl(gapKey), 1)
    throw E.smsTooSoon({ seconds })
  }
  const wait =
    (await hit(c.kv, `sms:day:${c.tenantId}:${area}:${phone}`, SMS.perPhoneDay, 86_400)) ||
    (await hit(c.kv, `sms:ip:${c.tenantId}:${c.ip}`, SMS.perIpHour, 3_600))
  if (wait) throw E.smsLimit({ seconds: wait })
  const mustExist = type === 'login' || type === 'forget' || type === 'logoff'
  if (!mustExist || existing) {
    const code = digits(6)
    await repo.insertCode(c.db, {
      tenant_id: c.tenantId,
      phone,
      country_area: area,
      type,
      code_hash: codeHash(c.tenantId, area, phone, type, code),
      expires_at: new Date(Date.now() + SMS.ttlSec * 1000),
      ip: c.ip,
    })
    await smsProvider(c).send(c, { phone: area === '86' ? phone : `+${area}${phone}`, text: t(c.lang, 'account.smsText', { code }) })
  }
  return { resendIn: SMS.gapSec, expiresIn: SMS.ttlSec }
}

const invalidCode = () => E.smsInvalid()

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
async function verifyCode(c: Pick<Ctx, 'db' | 'tenantId'>, type: string, phone: string, area: string, code: string) {
  const id = await checkCode(c, type, phone, area, code)
  if (!(await repo.consumeCode(c.db, id))) throw invalidCode()
}

async function newInviteCode(db: Ctx['db'], tenantId: number) {
  for (;;) {
    const code = friendlyCode(8)
    if (!(await repo.inviteCodeTaken(db, tenantId, code))) return code
  }
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505'

export async function register(c: Ctx, b: Static<typeof RegisterBody>): Promise<TokenResult> {
  const area = b.countryArea ?? '86'
  if (b.agreement !== true) throw E.agreementRequired()
  checkPasswords(b.password, b.confirmPassword)
  let referrerId: number | null = null
  if (b.inviteCode) {
    const ref = await repo.userByInvite(c.db, c.tenantId, b.inviteCode)
    if (!ref) throw E.inviteInvalid()
    referrerId = ref.id
  } else if (await hooks.get('account.inviteRequired', async () => false)(c)) {
    throw E.inviteRequired()
  }
  if (await repo.activeUserByPhone(c.db, c.tenantId, area, b.phone)) throw E.phoneTaken()
  // checked outside the transaction (a wrong code's attempt must stay counted), consumed inside it;
  // and before the password is hashed, so a wrong code costs no hashing
  const codeId = await checkCode(c, 'register', b.phone, area, b.code)
  const passwordHash = await hashPassword(b.password)
  const userId = await c.db.transaction().execute(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId))) throw invalidCode()
    try {
      const id = await repo.insertUser(tx, {
        tenant_id: c.tenantId,
        phone: b.phone,
        country_area: area,
        password_hash: passwordHash,
        nickname: b.nickname?.trim() || `user${b.phone.slice(-4)}`,
        invite_code: await newInviteCode(tx, c.tenantId),
        referrer_id: referrerId,
      })
      // listeners (the ledger opens the wallets) write in this transaction: a failure undoes the user
      await hooks.emit('user.created', { ...c, db: tx }, { userId: id, referrerId, signUp: true })
      return id
    } catch (e) {
      if (isUniqueViolation(e)) throw E.phoneTaken()
      throw e
    }
  })
  return issueSession(c, userId)
}

/** Password or code login, slowed and limited before any check (core/limits.ts: per phone and address, per address, per phone). */
export async function login(c: Ctx, b: Static<typeof LoginBody>): Promise<TokenResult> {
  const area = b.countryArea ?? '86'
  const byCode = b.loginType === 'code'
  const phone = (byCode ? (b.phone ?? b.username) : (b.username ?? b.phone)) ?? ''
  if (!phone) throw fail.invalid(byCode ? 'phone' : 'username', 'required')
  if (byCode && !b.code) throw fail.invalid('code', 'required')
  if (!byCode && !b.password) throw fail.invalid('password', 'required')
  // counted before the hash, atomically (see core/limits.ts for the lockout policy)
  const grant = await takeLoginAttempt(c.kv, { tenantId: c.tenantId, area, phone, ip: c.ip, byCode })
  if (!grant.ok) throw E.locked({ seconds: grant.seconds })
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
    throw byCode ? E.smsInvalid() : E.badCredentials()
  }
  await grant.succeeded()
  return issueSession(c, user.id)
}

export async function userInfo(c: UserCtx): Promise<UserInfo> {
  const u = await repo.userById(c.db, c.tenantId, c.userId)
  if (!u) throw fail.notFound()
  return { ...userRowToInfo(c, u), merchant: await hooks.get('account.ownsShop', async () => false)(c, u.id) }
}

/** A user row as the client sees it (spec section 3). */
function userRowToInfo(c: Pick<Ctx, 'tenantId' | 'lang'>, u: Selectable<UsersTable>): UserInfo {
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
    roles: splitRoles(u.roles),
    merchant: false,
  }
}

/**
 * The profile's rules (spec section 5): a nickname of 4-20 Chinese characters, letters or digits (refused naming
 * the rule, SettingsCodes.NICKNAME_RULE); an avatar that is a picture the user uploaded (public scope).
 */
async function updateInfo(c: UserCtx, b: Static<typeof InfoBody>) {
  const set: { nickname?: string; photo?: string; sex?: number } = {}
  if (b.nickname !== undefined) {
    if (!NICKNAME.test(b.nickname)) throw E.nicknameRule()
    set.nickname = b.nickname
  }
  if (b.photoId !== undefined) {
    const urls = await uploadService.ownPublicImages(c, c.userId, [b.photoId], AVATAR_TYPES)
    if (!urls?.length) throw E.photoNotOwn()
    set.photo = urls[0]
  }
  if (b.userSex !== undefined) set.sex = b.userSex
  if (Object.keys(set).length) await repo.updateUser(c.db, c.tenantId, c.userId, set)
}

/** POST customer/api/info: profile changes in the body (if any) are saved, then the info is returned. */
export async function info(c: UserCtx, b: Static<typeof InfoBody> | undefined): Promise<UserInfo> {
  if (b && Object.keys(b).length) await updateInfo(c, b)
  return userInfo(c)
}

/** Logged in: old password. Guest: phone + forget code. Other sessions end after a change. */
export async function updatePassword(c: Ctx, b: Static<typeof UpdatePasswordBody>) {
  const { userId, sessionId } = c
  checkPasswords(b.password, b.confirmPassword)
  let targetId: number
  if (userId && b.oldPassword !== undefined) {
    const grant = await takeOldPasswordAttempt(c.kv, c.tenantId, userId)
    if (!grant.ok) throw E.oldPasswordLocked({ seconds: grant.seconds })
    const u = await repo.userById(c.db, c.tenantId, userId)
    if (!u || !(await verifyPassword(u.password_hash, b.oldPassword))) throw E.oldPasswordWrong()
    await grant.succeeded()
    if (b.password === b.oldPassword) throw E.passwordSame()
    targetId = u.id
  } else {
    if (!b.phone) throw fail.invalid('phone', 'required')
    if (!b.code) throw fail.invalid('code', 'required')
    const area = b.countryArea ?? '86'
    await verifyCode(c, 'forget', b.phone, area, b.code)
    const u = await repo.activeUserByPhone(c.db, c.tenantId, area, b.phone)
    if (!u) throw E.smsInvalid()
    targetId = u.id
  }
  const hash = await hashPassword(b.password)
  await c.db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, c.tenantId, targetId, { password_hash: hash })
    await repo.revokeSessions(tx, c.tenantId, targetId, sessionId && targetId === userId ? sessionId : undefined)
  })
}

export async function bindPhone(c: UserCtx, b: Static<typeof BindPhoneBody>) {
  const area = b.countryArea ?? '86'
  await verifyCode(c, 'bind', b.phone, area, b.code)
  try {
    await repo.updateUser(c.db, c.tenantId, c.userId, { phone: b.phone, country_area: area })
  } catch (e) {
    if (isUniqueViolation(e)) throw E.phoneTaken()
    throw e
  }
}

/** No email provider is configured: the address is stored as given (unverified). */
export async function bindEmail(c: UserCtx, email: string) {
  try {
    await repo.updateUser(c.db, c.tenantId, c.userId, { email: email.toLowerCase() })
  } catch (e) {
    if (isUniqueViolation(e)) throw E.emailTaken()
    throw e
  }
}

/**
 * Close the account after a `logoff` code sent to its phone (ADR 0091), in one transaction: the code consumed,
 * the row closed and its personal data erased, `user.closed` told (the ledger, order, refund and shop modules
 * refuse while money, open orders, open requests or a shop remain; the address, cart, favourite and footprint
 * modules delete the user's rows), every session ended. A refusal undoes it all and leaves the code usable.
 */
export async function logOff(c: UserCtx, code: string) {
  const u = await repo.userById(c.db, c.tenantId, c.userId)
  if (!u?.phone) throw E.phoneMissing()
  // counted outside the transaction (a wrong code's attempt stays counted), consumed inside it
  const codeId = await checkCode(c, 'logoff', u.phone, u.country_area, code)
  await c.db.transaction().execute(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId))) throw invalidCode()
    // the row lock of this update orders a parallel log off behind this one (which then finds it closed)
    if (!(await repo.closeUser(tx, c.tenantId, c.userId))) throw fail.unauthorized()
    await hooks.emit('user.closed', { ...c, db: tx }, { userId: c.userId })
    await repo.revokeSessions(tx, c.tenantId, c.userId)
  })
}

/** Picture kinds an ID picture may be (private uploads of the applicant). */
const ID_PICTURE_MIMES = ['image/jpeg', 'image/png', 'image/webp']

/**
 * The rules of a real-name request before anything is written (the real-name flow, flows/real-name.ts, then
 * runs the identity check and writes the request with its approval in one transaction): a valid ID number,
 * no request pending or approved already, the number not verified for another user of the tenant, both
 * pictures the user's own private picture uploads. Its values, trimmed and upper-cased.
 */
export async function prepareRealName(c: UserCtx, b: Static<typeof AuthenBody>) {
  const realName = b.realName.trim()
  const idNumber = b.idNumber.trim().toUpperCase()
  if (realName.length < 2) throw fail.invalid('realName', 'minLength', { limit: 2 })
  if (!idNumberValid(idNumber)) throw E.idNumberInvalid()
  const last = await repo.latestAuthen(c.db, c.tenantId, c.userId)
  if (last && last.status !== 'rejected') throw E.authenExists()
  if (await repo.approvedIdNumberOther(c.db, c.tenantId, idNumber, c.userId)) throw E.idNumberTaken()
  if (!(await uploadService.ownPrivateFiles(c, c.userId, [b.frontImage], ID_PICTURE_MIMES))) throw E.idPictureFront()
  if (!(await uploadService.ownPrivateFiles(c, c.userId, [b.backImage], ID_PICTURE_MIMES))) throw E.idPictureBack()
  if (b.frontImage === b.backImage) throw E.idPictureBack()
  return { realName, idNumber, frontImage: b.frontImage, backImage: b.backImage }
}

/** Write the pending request (in the flow's transaction); its id. A parallel one pending already: AUTHEN_EXISTS. */
export async function insertRealName(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, v: Awaited<ReturnType<typeof prepareRealName>>): Promise<number> {
  try {
    return await repo.insertAuthen(c.db, {
      tenant_id: c.tenantId,
      user_id: userId,
      real_name: v.realName,
      id_number: v.idNumber,
      front_image: v.frontImage,
      back_image: v.backImage,
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw E.authenExists()
    throw e
  }
}

/**
 * Staff decided a real-name request (the approval module's `approval.decided`, in the decision's
 * transaction): the request becomes approved or rejected with the reason. An ID number is approved for one
 * user per tenant: approving it for a second refuses (the decision rolls back and stays pending; the staff
 * reject it instead), checked here and by the partial unique index under a parallel approval.
 */
export async function applyRealNameDecision(c: Pick<Ctx, 'db' | 'tenantId'>, e: { ref: string; approved: boolean; reason: string | null; staffId: number }) {
  const id = Number(e.ref)
  const r = await repo.authenById(c.db, c.tenantId, id)
  if (!r || r.status !== 'pending') return
  if (e.approved && (await repo.approvedIdNumberOther(c.db, c.tenantId, r.id_number, r.user_id))) throw E.idNumberTaken()
  try {
    await repo.decideAuthen(c.db, c.tenantId, id, { status: e.approved ? 'approved' : 'rejected', reason: e.approved ? null : e.reason, reviewerId: e.staffId })
  } catch (err) {
    if (isUniqueViolation(err)) throw E.idNumberTaken()
    throw err
  }
}

export async function authenLog(c: UserCtx): Promise<AuthenLog> {
  const r = await repo.latestAuthen(c.db, c.tenantId, c.userId)
  if (!r) return null
  const masked = r.id_number.length > 8 ? `${r.id_number.slice(0, 4)}${'*'.repeat(r.id_number.length - 8)}${r.id_number.slice(-4)}` : r.id_number
  return {
    id: r.id,
    realName: r.real_name,
    idNumber: masked,
    status: r.status,
    reason: r.reason,
    createTime: new Date(r.created_at).toISOString(),
    reviewTime: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  }
}

/** Start a session for the user; the token is returned once, only its hash is stored. */
export async function issueSession(c: Ctx, userId: number): Promise<TokenResult> {
  const token = await repo.insertSession(c.db, { tenantId: c.tenantId, userId, ttlSec: c.config.tokenTtl, ip: c.ip, userAgent: c.userAgent })
  return { token, expiresIn: c.config.tokenTtl }
}

/** the requests handled in one event-loop turn look their sessions up in one statement, sent after they came (ADR 0161) */
const sessionsByHash = batcherPer((db: Db, hashes: string[]) => repo.sessionsByHash(db, hashes))

/** The session a token opens, if it is known, not revoked, not expired and its account is active (core/auth.ts asks). */
export async function activeSession(c: Ctx, token: string): Promise<Session | undefined> {
  const hash = sha256(token)
  // inside a transaction its own read (it must see its own writes); otherwise shared with the requests of this turn
  const s = c.db.isTransaction ? (await repo.sessionsByHash(c.db, [hash])).get(hash) : await sessionsByHash(c.db, hash)
  return s && s.tenant_id === c.tenantId && !s.revoked_at && new Date(s.expires_at) > new Date() && s.status === 'active'
    ? { userId: s.userId, sessionId: s.sessionId, roles: splitRoles(s.roles) }
    : undefined
}

export async function logout(c: UserCtx) {
  await repo.revokeSession(c.db, c.sessionId)
}

/** Development and test only: what the local SMS provider sent to a phone (404 in production). */
export async function smsOutbox(c: Ctx, phone: string) {
  if (!c.config.exposeOutbox) throw fail.notFound()
  const rows = await repo.outbox(c.db, c.tenantId, phone)
  return rows.map((r) => ({ phone: r.phone, text: r.text, code: r.text.match(/\b(\d{6})\b/)?.[1] ?? null, time: new Date(r.created_at).toISOString() }))
}

/**
 * A user made outside the sign-up flow (demo data, test factories): no code, no agreement. `currencies`:
 * the wallets the ledger opens (none when absent), through `user.created` in the same transaction.
 */
export async function createUser(
  c: Ctx,
  u: {
    phone: string | null
    countryArea?: string
    password?: string
    passwordHash?: string
    nickname: string
    roles?: string
    level?: number
    currencies?: string[]
    /** the inviter (demo teams, tests): bound by the invite module through `user.created` */
    referrerId?: number
  },
) {
  const passwordHash = u.passwordHash ?? (u.password ? await hashPassword(u.password) : null)
  const write = async (db: Ctx['db']) => {
    const id = await repo.insertUser(db, {
      tenant_id: c.tenantId,
      phone: u.phone,
      country_area: u.countryArea ?? '86',
      password_hash: passwordHash,
      nickname: u.nickname,
      invite_code: await newInviteCode(db, c.tenantId),
      roles: u.roles ?? 'shopper',
      level: u.level ?? 1,
      referrer_id: u.referrerId ?? null,
    })
    await hooks.emit('user.created', { ...c, db }, { userId: id, currencies: u.currencies ?? [], referrerId: u.referrerId ?? null })
    return id
  }
  return c.db.isTransaction ? write(c.db) : c.db.transaction().execute(write)
}

/** Roles are a comma list on the account: shopper, merchant, agent, staff. */
const splitRoles = (roles: string) =>
  roles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)

/**
 * Give an account a role (merchant, agent...) once: a role it has already is left as it is, so an approval
 * applied twice gives one role. Inside the caller's transaction; the session reads roles at its next request.
 */
export async function grantRole(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, role: string): Promise<void> {
  const row = await c.db.selectFrom('users').select('roles').where('tenant_id', '=', c.tenantId).where('id', '=', userId).forUpdate().executeTakeFirst()
  if (!row) throw new Error(`grantRole: no user ${userId} in tenant ${c.tenantId}`)
  const roles = splitRoles(row.roles)
  if (roles.includes(role)) return
  await c.db
    .updateTable('users')
    .set({ roles: [...roles, role].join(',') })
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', userId)
    .execute()
}

/** The pay password and phone lookups the payment module needs (the users table is this module's). */
const payPasswordHash = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) =>
  (await c.db.selectFrom('users').select('pay_password_hash').where('tenant_id', '=', c.tenantId).where('id', '=', userId).executeTakeFirst())
    ?.pay_password_hash ?? null
const setPayPasswordHash = (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, hash: string) =>
  c.db.updateTable('users').set({ pay_password_hash: hash }).where('tenant_id', '=', c.tenantId).where('id', '=', userId).execute()
/** userId -> phone ('' without one) */
const phones = async (c: Pick<Ctx, 'db' | 'tenantId'>, userIds: number[]) =>
  new Map(
    userIds.length
      ? (await c.db.selectFrom('users').select(['id', 'phone']).where('tenant_id', '=', c.tenantId).where('id', 'in', userIds).execute()).map((r) => [
          r.id,
          r.phone ?? '',
        ])
      : [],
  )
/** userId -> nickname (the phone without one; '' without either) */
const nicknames = async (c: Pick<Ctx, 'db' | 'tenantId'>, userIds: number[]) =>
  new Map(
    userIds.length
      ? (await c.db.selectFrom('users').select(['id', 'nickname', 'phone']).where('tenant_id', '=', c.tenantId).where('id', 'in', userIds).execute()).map(
          (r) => [r.id, r.nickname || r.phone || ''],
        )
      : [],
  )
/** an active user by phone (seeds) */
const userIdByPhone = async (c: Pick<Ctx, 'db' | 'tenantId'>, phone: string, area = '86') => (await repo.activeUserByPhone(c.db, c.tenantId, area, phone))?.id
/** the user's nickname ('' when unknown): what a review shows */
const nicknameOf = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) =>
  (await c.db.selectFrom('users').select('nickname').where('tenant_id', '=', c.tenantId).where('id', '=', userId).executeTakeFirst())?.nickname ?? ''
/** an active user of the tenant by id or by phone, as others may name them (a transfer's recipient); undefined when none */
const activeUser = async (c: Pick<Ctx, 'db' | 'tenantId'>, by: { userId: number } | { phone: string; countryArea?: string }) => {
  const r = 'userId' in by ? await repo.userById(c.db, c.tenantId, by.userId) : await repo.activeUserByPhone(c.db, c.tenantId, by.countryArea ?? '86', by.phone)
  return r && r.status === 'active' ? { id: r.id, nickname: r.nickname, phone: r.phone } : undefined
}
/** whether the user exists in the tenant (closed ones too) */
/** the active user whose invite code this is (any case), or undefined */
const userIdByInvite = async (c: Pick<Ctx, 'db' | 'tenantId'>, code: string) => (await repo.userByInvite(c.db, c.tenantId, code))?.id
/** a user's own invite code and sign-up time, or undefined */
const inviteCardOf = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) => {
  const r = await repo.userById(c.db, c.tenantId, userId)
  return r ? { code: r.invite_code, nickname: r.nickname, phone: r.phone ?? '', createdAt: new Date(r.created_at) } : undefined
}
const exists = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number) => !!(await repo.rolesOf(c.db, c.tenantId, userId))

/** The user's approved real name and ID number, or null (bank cards and withdrawals require one). */
const approvedRealName = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<{ realName: string; idNumber: string } | null> => {
  const r = await repo.approvedAuthen(c.db, c.tenantId, userId)
  return r ? { realName: r.real_name, idNumber: r.id_number } : null
}

/** Whether `loginname`/`pd5` are the user's own chat credential (`imInfo` of the user info; the chat module's login). */
const imCredentialOk = async (c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, loginname: string, pd5: string) => {
  if (loginname !== `u${userId}`) return false
  const r = await repo.userById(c.db, c.tenantId, userId)
  return !!r && r.status === 'active' && r.im_secret === pd5
}
/** userId -> nickname and photo of active users (a chat message's sender, a conversation's other side) */
const profiles = async (c: Pick<Ctx, 'db' | 'tenantId'>, userIds: number[]) =>
  new Map(
    userIds.length
      ? (
          await c.db
            .selectFrom('users')
            .select(['id', 'nickname', 'phone', 'photo'])
            .where('tenant_id', '=', c.tenantId)
            .where('id', 'in', [...new Set(userIds)])
            .execute()
        ).map((r) => [r.id, { nick: r.nickname || r.phone || '', avatar: r.photo ?? '' }])
      : [],
  )

/** Whether the tenant has any user yet (the demo seed runs on an empty tenant). */
export const hasUsers = (c: Pick<Ctx, 'db' | 'tenantId'>) => repo.anyUser(c.db, c.tenantId)

/** Whether an active account has this phone. */
export const phoneInUse = async (c: Pick<Ctx, 'db' | 'tenantId'>, phone: string, area = '86') => !!(await repo.activeUserByPhone(c.db, c.tenantId, area, phone))

/**
 * The account module as other modules see it (its face, re-exported by index.ts). The session lookup
 * and the seed's questions are not here: core and seed ask through hooks (account/index.ts provides them).
 */
export const accountService = {
  createUser,
  grantRole,
  exists,
  activeUser,
  userIdByPhone,
  userIdByInvite,
  inviteCardOf,
  phones,
  nicknameOf,
  nicknames,
  payPasswordHash,
  setPayPasswordHash,
  approvedRealName,
  errors: E,
  prepareRealName,
  insertRealName,
  imCredentialOk,
  profiles,
}
