/**
 * Which feature screen each page renders (read by scripts/gen-pages.mjs, which writes the thin page
 * entries, and scripts/route-gaps.mjs). Pages absent here render NotReadyScreen: that list is the gap
 * report, never called done.
 */
export const SCREENS: Record<string, { from: string; screen: string }> = {
  splash: { from: '@/features/shell/splash-screen', screen: 'SplashScreen' },
  'tabbar/index': { from: '@/features/shell/home-screen', screen: 'HomeScreen' },
  'tabbar/classify': { from: '@/features/shell/tab-screens', screen: 'ClassifyScreen' },
  'tabbar/shoppingCart': { from: '@/features/shell/tab-screens', screen: 'CartScreen' },
  'tabbar/user': { from: '@/features/shell/tab-screens', screen: 'UserScreen' },
  'tabbar/userInfo': { from: '@/features/shell/tab-screens', screen: 'UserScreen' },
  '404': { from: '@/features/shell/misc-screens', screen: 'NotFoundScreen' },
  web: { from: '@/features/shell/misc-screens', screen: 'WebScreen' },
  'webview/webview': { from: '@/features/shell/misc-screens', screen: 'WebScreen' },
  'preview/index': { from: '@/features/shell/misc-screens', screen: 'PreviewScreen' },
  'public/account/appLogin': { from: '@/features/account', screen: 'LoginScreen' },
  'public/account/register': { from: '@/features/account', screen: 'RegisterScreen' },
  'public/account/forget': { from: '@/features/account', screen: 'ForgetScreen' },
  'public/account/countryArea': { from: '@/features/account', screen: 'CountryAreaScreen' },
  'public/account/binding': { from: '@/features/account', screen: 'BindingScreen' },
  'public/setting/index': { from: '@/features/account', screen: 'SettingsScreen' },
}
