import type { Static } from '@sinclair/typebox'
import type { SmsType } from '~types/rules'
import type { PhonePrefix } from '~types/system'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'

/* The account area's calls are `api.account.*` / `api.system.*` (@/core/request, typed by types/account.ts and
   types/system.ts); here only what the area adds to them. */
export type { SmsType }

export type PhonePrefixRow = Static<typeof PhonePrefix>

/** Store the token, then the user's info. */
export async function signIn(token: string) {
  useSessionStore.getState().setToken(token)
  const user = await api.account.info({ body: {} })
  useSessionStore.getState().setUser(user)
  return user
}
