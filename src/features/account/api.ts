import type { Static, TNull, TObject, TString, TInteger, TArray, TOptional } from '@sinclair/typebox'
import type { BindPhoneBody, LoginBody, RegisterBody, SmsBody, SmsParams, SmsResult, TokenResult, UpdatePasswordBody, UserInfo, InfoBody } from '~types/account'
import type { SmsType } from '~types/rules'
import type { BasicsSetting } from '~types/system'
import { http } from '@/core/request'
import { useSessionStore } from '@/core/stores'

export type { SmsType }

/*
 * Endpoint records of the calls below, as types only (the client never loads TypeBox). TEMPORARY: the
 * server's records (`defineEndpoint` in types/account.ts and types/system.ts) replace these once they
 * exist; the calls stay as they are, with `typeof <Record>` in place of each name here.
 */
type Nothing = TNull
type PhonePrefix = TArray<TObject<{ id: TInteger; countryName: TString; countryCode: TString; countryArea: TString }>>
export type SendCodeEndpoint = { method: 'POST'; url: '/customer/api/sms/register/:type'; auth: 'none'; params: typeof SmsParams; body: typeof SmsBody; response: typeof SmsResult }
export type LoginEndpoint = { method: 'POST'; url: '/auth/api/customer/login'; auth: 'none'; body: typeof LoginBody; response: typeof TokenResult }
export type RegisterEndpoint = { method: 'POST'; url: '/customer/api/register'; auth: 'none'; body: typeof RegisterBody; response: typeof TokenResult }
export type UpdatePasswordEndpoint = { method: 'PUT'; url: '/customer/api/updatePassword'; auth: 'optional'; body: typeof UpdatePasswordBody; response: Nothing }
export type InfoEndpoint = { method: 'POST'; url: '/customer/api/info'; auth: 'required'; body: TOptional<typeof InfoBody>; response: typeof UserInfo }
export type LogoutEndpoint = { method: 'DELETE'; url: '/auth/api/customer/logout'; auth: 'required'; response: Nothing }
export type BindPhoneEndpoint = { method: 'PUT'; url: '/customer/api/bindPhone'; auth: 'required'; body: typeof BindPhoneBody; response: Nothing }
export type BasicsEndpoint = { method: 'GET'; url: '/system/api/basics/list'; auth: 'none'; response: typeof BasicsSetting }
export type PhonePrefixEndpoint = { method: 'GET'; url: '/system/api/basics/phonePrefix'; auth: 'none'; response: PhonePrefix }

export type PhonePrefixRow = Static<PhonePrefix>[number]

/** The account area's server calls, each typed by its endpoint record. */
export const accountApi = {
  sendCode: (type: SmsType, phone: string, countryArea: string) =>
    http.call<SendCodeEndpoint>('POST /customer/api/sms/register/:type', { params: { type }, body: { phone, countryArea } }, { auth: false }),
  loginByPassword: (username: string, password: string, countryArea: string) =>
    http.call<LoginEndpoint>('POST /auth/api/customer/login', { body: { loginType: 'password', username, password, countryArea } }, { auth: false }),
  loginByCode: (phone: string, code: string, countryArea: string) =>
    http.call<LoginEndpoint>('POST /auth/api/customer/login', { body: { loginType: 'code', phone, code, countryArea } }, { auth: false }),
  register: (body: Static<typeof RegisterBody>) => http.call<RegisterEndpoint>('POST /customer/api/register', { body }, { auth: false }),
  resetPassword: (body: Static<typeof UpdatePasswordBody>) => http.call<UpdatePasswordEndpoint>('PUT /customer/api/updatePassword', { body }, { auth: false }),
  info: () => http.call<InfoEndpoint>('POST /customer/api/info', { body: {} }),
  logout: () => http.call<LogoutEndpoint>('DELETE /auth/api/customer/logout', {}, { silent: true }),
  bindPhone: (phone: string, code: string, countryArea: string) => http.call<BindPhoneEndpoint>('PUT /customer/api/bindPhone', { body: { phone, code, countryArea } }),
  basics: () => http.call<BasicsEndpoint>('GET /system/api/basics/list', {}, { auth: false, silent: true }),
  phonePrefix: () => http.call<PhonePrefixEndpoint>('GET /system/api/basics/phonePrefix', {}, { auth: false }),
}

/** Store the token, then the user's info. */
export async function signIn(token: string) {
  useSessionStore.getState().setToken(token)
  const user = await accountApi.info()
  useSessionStore.getState().setUser(user)
  return user
}
