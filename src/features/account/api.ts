import type { Static } from '@sinclair/typebox'
import type { AccountApi, RegisterBody, UpdatePasswordBody } from '~types/account'
import type { SmsType } from '~types/rules'
import type { PhonePrefix, SystemApi } from '~types/system'
import { http } from '@/core/request'
import { useSessionStore } from '@/core/stores'

export type { SmsType }

/* The records of the calls below (types/account.ts, types/system.ts), as types only: no TypeBox in the app. */
export type SendCodeEndpoint = typeof AccountApi.sendCode
export type LoginEndpoint = typeof AccountApi.login
export type RegisterEndpoint = typeof AccountApi.register
export type UpdatePasswordEndpoint = typeof AccountApi.updatePassword
export type InfoEndpoint = typeof AccountApi.info
export type LogoutEndpoint = typeof AccountApi.logout
export type BindPhoneEndpoint = typeof AccountApi.bindPhone
export type BasicsEndpoint = typeof SystemApi.basics
export type PhonePrefixEndpoint = typeof SystemApi.phonePrefix

export type PhonePrefixRow = Static<typeof PhonePrefix>

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
