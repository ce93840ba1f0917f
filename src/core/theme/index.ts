import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { useSettingsStore } from '../stores/settings'
import { SKIN_COLOURS, skinOf, skinVars } from './skins'

export { SKIN_COLOURS, skinOf, skinStyles, skinVars } from './skins'

/** The skin in force: the user's choice, else the server's globalBg, else red. */
export function useSkin() {
  const skin = useSettingsStore((s) => skinOf(s.skin ?? s.serverSkin))
  return { skin, vars: skinVars(skin), colours: SKIN_COLOURS[skin] }
}

/** Apply the skin to the document (H5) and to the tab bar's selected colour. */
export function useApplySkin() {
  const { skin, vars, colours } = useSkin()
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') {
      for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v)
    }
    Taro.setTabBarStyle?.({ selectedColor: colours.primary, color: '#808080', backgroundColor: '#ffffff', borderStyle: 'white' })?.catch?.(() => {})
  }, [skin])
  return vars
}
