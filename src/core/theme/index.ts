import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { useSettingsStore } from '../stores/settings'
import { SKIN_COLOURS, skinOf, skinVars } from './skins'
import { applySkinVars } from './skin-target'

export { SKIN_COLOURS, skinOf, skinStyles, skinVars } from './skins'
// skin-target.ts (CSS custom properties) or skin-target.rn.ts (React Native: style objects only)
export { pageStyle } from './skin-target'

/** The skin in force: the user's choice, else the server's globalBg, else red. */
export function useSkin() {
  const skin = useSettingsStore((s) => skinOf(s.skin ?? s.serverSkin))
  return { skin, vars: skinVars(skin), colours: SKIN_COLOURS[skin] }
}

/** Apply the skin to the document (H5; see skin-target) and to the tab bar's selected colour. */
export function useApplySkin() {
  const { skin, vars, colours } = useSkin()
  useEffect(() => {
    applySkinVars(vars)
    Taro.setTabBarStyle?.({ selectedColor: colours.primary, color: '#808080', backgroundColor: '#ffffff', borderStyle: 'white' })?.catch?.(() => {})
  }, [skin])
  return vars
}
