import type { TokenResult, UserInfo } from '~types/account'
import { http } from '@/core/request'
import { useSessionStore } from '@/core/stores'

export type SmsType = 'register' | 'login' | 'forget' | 'bind' | 'logoff'

export const accountApi = {
  sendCode: (type: SmsType, phone: string, countryArea: string) =>
    http.post<{ resendIn: number; expiresIn: number }>(`customer/api/sms/register/${type}`, { phone, countryArea }, { auth: false }),
  loginByPassword: (username: string, password: string, countryArea: string) =>
    http.post<TokenResult>('auth/api/customer/login', { loginType: 'password', username, password, countryArea }, { auth: false }),
  loginByCode: (phone: string, code: string, countryArea: string) =>
    http.post<TokenResult>('auth/api/customer/login', { loginType: 'code', phone, code, countryArea }, { auth: false }),
  register: (body: { phone: string; countryArea: string; code: string; password: string; confirmPassword: string; inviteCode?: string; agreement: boolean }) =>
    http.post<TokenResult>('customer/api/register', body, { auth: false }),
  resetPassword: (body: { phone: string; countryArea: string; code: string; password: string; confirmPassword: string }) =>
    http.put<null>('customer/api/updatePassword', body, { auth: false }),
  info: () => http.post<UserInfo>('customer/api/info'),
  logout: () => http.del<null>('auth/api/customer/logout', undefined, { silent: true }),
  bindPhone: (phone: string, code: string, countryArea: string) => http.put<null>('customer/api/bindPhone', { phone, code, countryArea }),
  basics: () => http.get<{ registerType: string; agreements: Array<{ key: string; title: string; content: string }> }>('system/api/basics/list', undefined, { auth: false, silent: true }),
  phonePrefix: () => http.get<Array<{ id: number; countryName: string; countryCode: string; countryArea: string }>>('system/api/basics/phonePrefix', undefined, { auth: false }),
}

/** Store the token, then the user's info. */
export async function signIn(token: string) {
  useSessionStore.getState().setToken(token)
  const user = await accountApi.info()
  useSessionStore.getState().setUser(user)
  return user
}
