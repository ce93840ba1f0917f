import { render } from '@testing-library/react'
import { SKINS } from '~types/constants'
import { SKIN_COLOURS, skinOf, skinVars, useApplySkin } from '@/core/theme'
import { useSettingsStore } from '@/core/stores/settings'
import { act } from 'react'

test('13 skins, each a primary colour and a gradient', () => {
  expect(SKINS).toHaveLength(13)
  for (const s of SKINS) {
    const c = SKIN_COLOURS[s]
    for (const v of [c.primary, c.from, c.to]) expect(v).toMatch(/^#[0-9a-f]{6}$/i)
  }
  expect(new Set(SKINS.map((s) => SKIN_COLOURS[s].primary)).size).toBe(13)
})

test('skin variables drive the app and NutUI theme variables; unknown keys fall back to red', () => {
  const v = skinVars('green')
  expect(v['--app-primary']).toBe(SKIN_COLOURS.green.primary)
  expect(v['--nutui-color-primary']).toBe(SKIN_COLOURS.green.primary)
  expect(v['--app-gradient']).toContain(SKIN_COLOURS.green.from)
  expect(skinOf('nonsense')).toBe('red')
  expect(skinOf(null)).toBe('red')
})

test("the server's globalBg applies unless the user chose a skin", () => {
  function Probe() {
    useApplySkin()
    return null
  }
  useSettingsStore.setState({ skin: null, serverSkin: 'purple' })
  render(<Probe />)
  expect(document.documentElement.style.getPropertyValue('--nutui-color-primary')).toBe(SKIN_COLOURS.purple.primary)
  act(() => useSettingsStore.setState({ skin: 'gold' }))
  expect(document.documentElement.style.getPropertyValue('--app-primary')).toBe(SKIN_COLOURS.gold.primary)
})
