import { routes, subpackageRoots, tabRoutes } from './routes/index'

/** Derived from the route table (src/routes): never a second hand-kept list of pages. */
const main = routes.filter((r) => !r.pkg).map((r) => r.path)

const TAB_ICONS: Record<string, string> = {
  'tabbar/index': 'home',
  'tabbar/classify': 'classify',
  'tabbar/shoppingCart': 'cart',
  'tabbar/user': 'user',
}
const TAB_TEXT: Record<string, string> = {
  'tabbar/index': '首页',
  'tabbar/classify': '分类',
  'tabbar/shoppingCart': '购物车',
  'tabbar/user': '我的',
}

export default defineAppConfig({
  pages: main,
  subPackages: subpackageRoots.map((root) => ({
    root,
    pages: routes.filter((r) => r.pkg === root).map((r) => r.path.slice(root.length + 1)),
  })),
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '商城',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
    // H5: Taro's router shows its navigation bar only on pages whose style is exactly 'default' (page
    // config, else this); pages left unset kept it hidden. Pages with `customNav` in src/routes say
    // 'custom' in their own config. Mini-programs and React Native draw their native bar as before.
    ...(process.env.TARO_ENV === 'h5' ? { navigationStyle: 'default' as const } : {}),
  },
  tabBar: {
    color: '#808080',
    selectedColor: '#e93b3d',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: tabRoutes.map((r) => ({
      pagePath: r.path,
      text: TAB_TEXT[r.name],
      iconPath: `assets/tabbar/${TAB_ICONS[r.name]}.png`,
      selectedIconPath: `assets/tabbar/${TAB_ICONS[r.name]}-active.png`,
    })),
  },
  animation: false,
})
