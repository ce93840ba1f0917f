import Taro from '@tarojs/taro'
import { SESSION_KEY, useSessionStore } from '@/core/stores/session'
import { useSettingsStore } from '@/core/stores/settings'

beforeEach(() => {
  Taro.clearStorageSync()
})

test('session is persisted through Taro storage and logout clears every part of it', () => {
  const s = useSessionStore.getState()
  s.setToken('abc')
  s.setUser({ nickname: 'Neo', userId: 7 } as never)
  s.setAccounts([{ currency: 'CNY', balance: 100, frozen: 0, isDefault: 'Y' }])
  s.setCart({ total: 4 })
  s.setChat({ userId: 'u7' })
  const saved = JSON.parse(Taro.getStorageSync(SESSION_KEY)).state
  expect(saved).toMatchObject({ token: 'abc', userInfo: { nickname: 'Neo' }, accounts: [{ currency: 'CNY' }], cart: { total: 4 }, chat: { userId: 'u7' } })

  useSessionStore.getState().logout()
  const after = useSessionStore.getState()
  expect(after).toMatchObject({ token: null, userInfo: null, accounts: [], cart: { total: 0 }, chat: null })
  const left = Taro.getStorageSync(SESSION_KEY)
  expect(left ? JSON.parse(left).state.token : null).toBeNull()
})

test('a saved session is read back on rehydration', async () => {
  Taro.setStorageSync(SESSION_KEY, JSON.stringify({ state: { token: 'restored', userInfo: null, accounts: [], cart: { total: 2 }, chat: null }, version: 0 }))
  await useSessionStore.persist.rehydrate()
  expect(useSessionStore.getState().token).toBe('restored')
  expect(useSessionStore.getState().cart.total).toBe(2)
})

test('locale and skin are persisted settings; the location is not', () => {
  useSettingsStore.getState().setLocale('ko')
  useSettingsStore.getState().setSkin('green')
  useSettingsStore.getState().setLocation({ latitude: 1, longitude: 2 })
  const saved = JSON.parse(Taro.getStorageSync('mall-settings')).state
  expect(saved).toMatchObject({ locale: 'ko', skin: 'green' })
  expect(saved.location).toBeUndefined()
})
