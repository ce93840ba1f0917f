import Taro from '@tarojs/taro'
import { SESSION_KEY, useSessionStore } from '@/core/stores/session'
import { useSettingsStore } from '@/core/stores/settings'
import { CART_KEY, useCartStore } from '@/features/cart/cart-store'
import { CHAT_KEY, useChatStore } from '@/core/chat/session'
import { WALLET_KEY, useWalletStore } from '@/features/wallet/wallet-store'

beforeEach(() => {
  Taro.clearStorageSync()
})

const saved = (key: string) => JSON.parse(Taro.getStorageSync(key)).state

test("session is persisted through Taro storage and logout clears every part of it, the features' stores too", () => {
  const s = useSessionStore.getState()
  s.setToken('abc')
  s.setUser({ nickname: 'Neo', userId: 7 } as never)
  useWalletStore.getState().setAccounts([{ currency: 'CNY', balance: 100, frozen: 0, available: 100, held: 0, total: 100, isDefault: 'Y' }])
  useCartStore.getState().setUnticked([4])
  useChatStore.getState().setSession({ session: 's7', userId: 7, expiresAt: '2030-01-01T00:00:00.000Z' })
  expect(saved(SESSION_KEY)).toMatchObject({ token: 'abc', userInfo: { nickname: 'Neo' } })
  expect(saved(WALLET_KEY)).toMatchObject({ accounts: [{ currency: 'CNY' }] })
  expect(saved(CART_KEY)).toMatchObject({ unticked: [4] })
  expect(saved(CHAT_KEY)).toMatchObject({ session: { session: 's7', userId: 7 } })

  useSessionStore.getState().logout()
  expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null })
  expect(useWalletStore.getState().accounts).toEqual([])
  expect(useCartStore.getState().unticked).toEqual([])
  expect(useChatStore.getState().session).toBeNull()
  const left = Taro.getStorageSync(SESSION_KEY)
  expect(left ? JSON.parse(left).state.token : null).toBeNull()
  for (const key of [WALLET_KEY, CART_KEY, CHAT_KEY]) expect({ key, left: Taro.getStorageSync(key) || null }).toEqual({ key, left: null })
})

test('a saved session is read back on rehydration', async () => {
  Taro.setStorageSync(SESSION_KEY, JSON.stringify({ state: { token: 'restored', userInfo: null }, version: 0 }))
  Taro.setStorageSync(CART_KEY, JSON.stringify({ state: { unticked: [2] }, version: 1 }))
  await useSessionStore.persist.rehydrate()
  await useCartStore.persist.rehydrate()
  expect(useSessionStore.getState().token).toBe('restored')
  expect(useCartStore.getState().unticked).toEqual([2])
})

test('locale and skin are persisted settings; the location is not', () => {
  useSettingsStore.getState().setLocale('ko')
  useSettingsStore.getState().setSkin('green')
  useSettingsStore.getState().setLocation({ latitude: 1, longitude: 2 })
  const saved = JSON.parse(Taro.getStorageSync('mall-settings')).state
  expect(saved).toMatchObject({ locale: 'ko', skin: 'green' })
  expect(saved.location).toBeUndefined()
})
