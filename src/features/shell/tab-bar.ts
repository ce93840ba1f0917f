import Taro from '@tarojs/taro'
import { tabRoutes } from '@/routes/index'
import { t } from '@/core/i18n'
import { fileUrl } from '@/core/request'
import { SKIN_COLOURS, skinOf } from '@/core/theme'
import { useSettingsStore } from '@/core/stores'
import { appConfig } from './app-config'

const KEYS = ['tab.home', 'tab.classify', 'tab.cart', 'tab.user']

/**
 * Tab bar texts, icons and colours: translated defaults; in store-private mode the fourth tab is
 * "userInfo"; server-configured menus (config/init tabBar.list, matched by page) override text and icons.
 */
export function applyTabBar() {
  const cfg = appConfig()
  const s = useSettingsStore.getState()
  const primary = SKIN_COLOURS[skinOf(s.skin ?? s.serverSkin)].primary
  const bar = cfg?.tabBar
  void Taro.setTabBarStyle({
    color: bar?.color || '#808080',
    selectedColor: bar?.selectedColor || primary,
    backgroundColor: bar?.backgroundColor || '#ffffff',
    borderStyle: 'white',
  }).catch(() => {})
  tabRoutes.forEach((r, index) => {
    const menu = bar?.list.find((m) => m.page === r.name)
    let text = t(`shell:${KEYS[index]}`)
    if (index === 3 && cfg?.storePrivate) text = t('shell:tab.userInfo')
    if (menu?.text) text = menu.text
    const item: Taro.setTabBarItem.Option = { index, text }
    // server icons are server paths: absolute on the API's origin where the app is not same-origin
    if (menu?.iconPath) item.iconPath = fileUrl(menu.iconPath)
    if (menu?.selectedIconPath) item.selectedIconPath = fileUrl(menu.selectedIconPath)
    void Taro.setTabBarItem(item).catch(() => {})
  })
}
