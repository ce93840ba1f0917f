// The query cache follows the language (and the session) even where the `@/core/data` barrel is never
// evaluated: on H5 webpack takes `use-query` / `query-cache` directly (the app's modules are marked
// side-effect free, config/index.ts), so the hooks must live in the cache module itself.
import Taro from '@tarojs/taro'
import { act, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { useQuery } from '@/core/data/use-query'
import { useSessionStore } from '@/core/stores/session'
import { useSettingsStore } from '@/core/stores/settings'

test('without the barrel: a language change refetches what is on screen in the new language; logout too', async () => {
  // Taro's page lifecycle (data.test.tsx does the same): no page shows again in this test
  ;(Taro as any).useDidShow = () => undefined
  // this file imports no barrel: `@/core/data` (./index) is never evaluated here, as on H5
  expect(Object.keys(require.cache ?? {}).some((k) => /core[\\/]data[\\/]index/.test(k))).toBe(false)
  useSettingsStore.getState().setLocale('en')
  const titles: Record<string, string> = { en: 'Tea', ja: 'お茶', zh_CN: '茶' }
  const sent: string[] = []
  function Title() {
    const q = useQuery(['title'], async () => {
      const lang = useSettingsStore.getState().locale
      sent.push(lang)
      return titles[lang]
    })
    return <Text>{q.data ?? '...'}</Text>
  }
  render(<Title />)
  await screen.findByText('Tea')
  act(() => useSettingsStore.getState().setLocale('ja'))
  await screen.findByText('お茶')
  useSessionStore.getState().setToken('t')
  await act(async () => useSessionStore.getState().logout())
  expect(sent).toEqual(['en', 'ja', 'ja'])
})
