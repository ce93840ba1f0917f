import Taro from '@tarojs/taro'
import { setLocale } from '@/core/i18n'
import { useSettingsStore } from '@/core/stores/settings'
import { SKIN_COLOURS } from '@/core/theme'
import { setQueryData } from '@/core/data'
import { CONFIG_KEY } from '@/features/shell/app-config'
import { applyTabBar } from '@/features/shell/tab-bar'

let items: Array<Record<string, unknown>> = []
let styles: Array<Record<string, unknown>> = []

beforeEach(() => {
  items = []
  styles = []
  ;(Taro as any).setTabBarItem = jest.fn(async (o: Record<string, unknown>) => void items.push(o))
  ;(Taro as any).setTabBarStyle = jest.fn(async (o: Record<string, unknown>) => void styles.push(o))
  useSettingsStore.setState({ skin: null, serverSkin: 'blue' })
  setLocale('en')
})

const config = (over: Record<string, unknown> = {}) =>
  ({
    pages: [],
    start: { layout: {} },
    isRefund: true,
    globalBg: 'blue',
    storePrivate: false,
    tabBar: { color: '', selectedColor: '', backgroundColor: '', list: [] },
    ...over,
  }) as never

test('translated defaults, inactive #808080, selected colour from the skin', () => {
  setQueryData(CONFIG_KEY, config())
  applyTabBar()
  expect(items.map((i) => i.text)).toEqual(['Home', 'Category', 'Cart', 'Profile'])
  expect(styles[0]).toMatchObject({ color: '#808080', selectedColor: SKIN_COLOURS.blue.primary })
})

test('store-private mode labels the fourth tab "Me"', () => {
  setQueryData(CONFIG_KEY, config({ storePrivate: true }))
  applyTabBar()
  expect(items[3].text).toBe('Me')
})

test('server menus override texts, icons and colours of the tabs they name', () => {
  setQueryData(
    CONFIG_KEY,
    config({
      tabBar: {
        color: '#333333',
        selectedColor: '#00aa00',
        backgroundColor: '#fafafa',
        list: [{ page: 'tabbar/classify', text: 'Aisles', iconPath: '/api/files/default/a.png', selectedIconPath: '/api/files/default/a-on.png' }],
      },
    }),
  )
  applyTabBar()
  expect(items[1]).toEqual({ index: 1, text: 'Aisles', iconPath: '/api/files/default/a.png', selectedIconPath: '/api/files/default/a-on.png' })
  expect(items[0]).toEqual({ index: 0, text: 'Home' })
  expect(styles[0]).toMatchObject({ color: '#333333', selectedColor: '#00aa00', backgroundColor: '#fafafa' })
})
