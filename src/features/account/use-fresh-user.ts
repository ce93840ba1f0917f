import { useEffect } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'

/**
 * The signed-in user's info asked again when a settings screen shows (older than 5 s), written into the session
 * store: a phone or email linked, a pay password set, a profile saved elsewhere show at once. The key is the user
 * tab's (`account.info` + token): one answer for both.
 */
export function useFreshUser() {
  const token = useSessionStore((s) => s.token)
  const q = useQuery(keyOf('account.info', token ?? ''), () => api.account.info({ body: {} }, { silent: true }), { enabled: !!token, staleMs: 5_000 })
  useEffect(() => {
    if (q.data && token && useSessionStore.getState().token === token) useSessionStore.getState().setUser(q.data)
  }, [q.data, token])
  return useSessionStore((s) => s.userInfo)
}
