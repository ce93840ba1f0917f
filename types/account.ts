import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'

const strict = { additionalProperties: false } as const

import { CODE_PATTERN, COUNTRY_AREA_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, SMS_TYPES } from './rules.js'
import { Uuid } from './common.js'

export { CODE_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, SMS_TYPES }

const SmsParams = Type.Object({ type: Type.Union(SMS_TYPES.map((t) => Type.Literal(t))) }, strict)
export const SmsBody = Type.Object(
  { phone: Type.String({ pattern: PHONE_PATTERN }), countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })) },
  strict,
)
export type SmsBody = Static<typeof SmsBody>
/** `resendIn`: seconds before another code can be asked for. */
const SmsResult = Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() })

export const RegisterBody = Type.Object(
  {
    phone: Type.String({ pattern: PHONE_PATTERN }),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
    code: Type.String({ pattern: CODE_PATTERN }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 64 }),
    inviteCode: Type.Optional(Type.String({ maxLength: 16 })),
    agreement: Type.Boolean(),
    nickname: Type.Optional(Type.String({ maxLength: 20 })),
  },
  strict,
)
export type RegisterBody = Static<typeof RegisterBody>

/** Password login `{username, password}` or code login `{phone, code, loginType: 'code'}`. */
export const LoginBody = Type.Object(
  {
    loginType: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('code')], { default: 'password' })),
    username: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
    phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    code: Type.Optional(Type.String({ pattern: CODE_PATTERN })),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
  },
  strict,
)
export type LoginBody = Static<typeof LoginBody>
export const TokenResult = Type.Object({ token: Type.String(), expiresIn: Type.Integer() })
export type TokenResult = Static<typeof TokenResult>

const ImInfo = Type.Object({
  loginname: Type.String(),
  nick: Type.String(),
  pd5: Type.String(),
  sign: Type.String(),
  userThirdId: Type.String(),
  userType: Type.String(),
})

/** User info of spec section 3. */
export const UserInfo = Type.Object({
  code: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  isPayword: Type.Boolean(),
  isPhone: Type.Boolean(),
  isRepertory: Type.Boolean(),
  isRepertoryMsg: Type.String(),
  levelIcon: Type.String(),
  levelName: Type.String(),
  levelNumber: Type.Integer(),
  msg: Type.String(),
  newUser: Type.Boolean(),
  nickname: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  salt: Type.String(),
  userId: Type.Integer(),
  userSex: Type.Integer(),
  countryArea: Type.String(),
  imInfo: ImInfo,
  /** `users.roles` (shopper, merchant, agent, staff): staff open the platform desk */
  roles: Type.Array(Type.String()),
  /** owns a shop of this tenant: opens the merchant workbench */
  merchant: Type.Boolean(),
})
export type UserInfo = Static<typeof UserInfo>

/**
 * Optional profile changes sent with POST customer/api/info. `nickname`: the rule of spec section 5
 * (NICKNAME_PATTERN), checked by the service so the refusal names the rule (SettingsCodes.NICKNAME_RULE);
 * `photoId`: a public picture the user uploaded (`POST system/api/upload`), never a free address.
 */
export const InfoBody = Type.Object(
  {
    nickname: Type.Optional(Type.String({ maxLength: 40, description: `pattern ${NICKNAME_PATTERN}` })),
    photoId: Type.Optional(Uuid()),
    /** 0 male, 1 female, 2 not said (the spec's default) */
    userSex: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  strict,
)

/** Wallet accounts belong to the ledger area (`GET customer/api/account`). */
export { AccountItem } from './ledger.js'

/** Logged in: {oldPassword, password, confirmPassword}. Guest (forgot password): {phone, code, password, confirmPassword}. */
export type InfoBody = Static<typeof InfoBody>

export const UpdatePasswordBody = Type.Object(
  {
    oldPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
    code: Type.Optional(Type.String({ pattern: CODE_PATTERN })),
    password: Type.String({ minLength: 1, maxLength: 64 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  strict,
)

export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>

export const BindPhoneBody = Type.Object(
  {
    phone: Type.String({ pattern: PHONE_PATTERN }),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
    code: Type.String({ pattern: CODE_PATTERN }),
  },
  strict,
)
export type BindPhoneBody = Static<typeof BindPhoneBody>
const BindEmailBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 120 }) }, strict)
type BindEmailBody = Static<typeof BindEmailBody>
const LogOffQuery = Type.Object({ code: Type.String({ pattern: CODE_PATTERN }) }, strict)

export const AuthenBody = Type.Object(
  {
    realName: Type.String({ minLength: 2, maxLength: 40 }),
    idNumber: Type.String({ minLength: 6, maxLength: 20 }),
    /** the ID card's front: a private picture upload of the user (its id) */
    frontImage: Uuid(),
    /** the back: another private picture upload */
    backImage: Uuid(),
  },
  strict,
)
export type AuthenBody = Static<typeof AuthenBody>
export const AuthenLog = Type.Union([
  Type.Null(),
  Type.Object({
    id: Type.Integer(),
    realName: Type.String(),
    idNumber: Type.String(),
    status: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]),
    createTime: Type.String(),
    reviewTime: Type.Union([Type.String(), Type.Null()]),
  }),
])
export type AuthenLog = Static<typeof AuthenLog>

/** What the local SMS provider sent to a phone (development and test only). */
const SmsOutboxItem = Type.Object({ phone: Type.String(), text: Type.String(), code: Type.Union([Type.String(), Type.Null()]), time: Type.String() })

const Nothing = Type.Null()

/** Endpoints of the account area (spec section 7): one record each, registered by the server, typing the client's call. */
export const AccountApi = {
  sendCode: defineEndpoint({ method: 'POST', url: '/customer/api/sms/register/:type', auth: 'none', params: SmsParams, body: SmsBody, response: SmsResult }),
  register: defineEndpoint({ method: 'POST', url: '/customer/api/register', auth: 'none', body: RegisterBody, response: TokenResult }),
  login: defineEndpoint({ method: 'POST', url: '/auth/api/customer/login', auth: 'none', body: LoginBody, response: TokenResult }),
  logout: defineEndpoint({ method: 'DELETE', url: '/auth/api/customer/logout', auth: 'required', response: Nothing }),
  /** The user's info; optional profile changes in the body are saved first. */
  info: defineEndpoint({ method: 'POST', url: '/customer/api/info', auth: 'required', body: InfoBody, response: UserInfo }),
  updatePassword: defineEndpoint({ method: 'PUT', url: '/customer/api/updatePassword', auth: 'optional', body: UpdatePasswordBody, response: Nothing }),
  bindPhone: defineEndpoint({ method: 'PUT', url: '/customer/api/bindPhone', auth: 'required', body: BindPhoneBody, response: Nothing }),
  bindEmail: defineEndpoint({ method: 'POST', url: '/customer/api/bindEmail', auth: 'required', body: BindEmailBody, response: Nothing }),
  /**
   * Close the account with a `logoff` SMS code sent to its phone (ADR 0091): refused while money, open orders,
   * open after-sales requests or a shop remain; then the sessions end and the personal data is erased.
   */
  logOff: defineEndpoint({ method: 'GET', url: '/customer/api/logOff', auth: 'required', querystring: LogOffQuery, response: Nothing }),
  requestAuthen: defineEndpoint({ method: 'POST', url: '/customer/api/authen', auth: 'required', body: AuthenBody, response: Nothing }),
  authenLog: defineEndpoint({ method: 'GET', url: '/customer/api/authenLog', auth: 'required', response: AuthenLog }),
  /** Development and test only (404 in production). */
  smsOutbox: defineEndpoint({
    method: 'GET',
    url: '/dev/sms/outbox',
    auth: 'none',
    querystring: Type.Object({ phone: Type.String({ maxLength: 20 }) }, strict),
    response: Type.Array(SmsOutboxItem),
  }),
}
