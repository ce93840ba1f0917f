import type { PageName } from './index'

/**
 * Which feature screen each page renders (read by scripts/gen-pages.mjs, which writes the thin page
 * entries, and scripts/route-gaps.mjs). `from` is the screen's own file, never a feature's index: a
 * page (and on mini-programs its subpackage) carries only the screen it shows. Pages absent here
 * render NotReadyScreen: that list is the gap report, never called done.
 */
export const SCREENS: Partial<Record<PageName, { from: string; screen: string }>> = {
  splash: { from: '@/features/shell/splash-screen', screen: 'SplashScreen' },
  'tabbar/index': { from: '@/features/shell/home-screen', screen: 'HomeScreen' },
  'tabbar/classify': { from: '@/features/catalog/classify-screen', screen: 'ClassifyScreen' },
  'tabbar/shoppingCart': { from: '@/features/cart/cart-screen', screen: 'CartScreen' },
  'tabbar/user': { from: '@/features/shell/user-screen', screen: 'UserScreen' },
  'tabbar/userInfo': { from: '@/features/shell/user-screen', screen: 'UserScreen' },
  '404': { from: '@/features/shell/not-found-screen', screen: 'NotFoundScreen' },
  web: { from: '@/features/shell/web-screen', screen: 'WebScreen' },
  'webview/webview': { from: '@/features/shell/web-screen', screen: 'WebScreen' },
  'preview/index': { from: '@/features/shell/preview-screen', screen: 'PreviewScreen' },
  'public/account/appLogin': { from: '@/features/account/login-screen', screen: 'LoginScreen' },
  'public/account/register': { from: '@/features/account/register-screen', screen: 'RegisterScreen' },
  'public/account/forget': { from: '@/features/account/forget-screen', screen: 'ForgetScreen' },
  'public/account/countryArea': { from: '@/features/account/country-area-screen', screen: 'CountryAreaScreen' },
  'public/account/binding': { from: '@/features/account/binding-screen', screen: 'BindingScreen' },
  'classify/search/index': { from: '@/features/catalog/search-screen', screen: 'SearchScreen' },
  'classify/searchResult': { from: '@/features/catalog/search-result-screen', screen: 'SearchResultScreen' },
  'classify/detail': { from: '@/features/catalog/category-screen', screen: 'CategoryScreen' },
  'classify/goods/info/index': { from: '@/features/product/product-detail-screen', screen: 'ProductDetailScreen' },
  'classify/goods/evaluation': { from: '@/features/product/reviews-screen', screen: 'ReviewsScreen' },
  'user/discuss/info': { from: '@/features/product/review-screen', screen: 'ReviewScreen' },
  'store/index': { from: '@/features/product/store-screen', screen: 'StoreScreen' },
  'store/preview': { from: '@/features/product/store-preview-screen', screen: 'StorePreviewScreen' },
  'public/setting/index': { from: '@/features/account/settings-screen', screen: 'SettingsScreen' },
  'user/collect/index': { from: '@/features/collect/favourites-screen', screen: 'FavouritesScreen' },
  'user/footmark': { from: '@/features/collect/footprints-screen', screen: 'FootprintsScreen' },
  'systemPay/goods/previewOrder': { from: '@/features/order/checkout-screen', screen: 'CheckoutScreen' },
  'classify/self-point': { from: '@/features/order/self-point-screen', screen: 'SelfPointScreen' },
  'systemPay/order/details/index': { from: '@/features/order/cashier-screen', screen: 'CashierScreen' },
  'systemPay/cybersource/index': { from: '@/features/order/cybersource-screen', screen: 'CybersourceScreen' },
  offlinePay: { from: '@/features/order/offline-pay-screen', screen: 'OfflinePayScreen' },
  'order/success': { from: '@/features/order/pay-success-screen', screen: 'PaySuccessScreen' },
  'order/error': { from: '@/features/order/pay-error-screen', screen: 'PayErrorScreen' },
  'order/index': { from: '@/features/order/order-list-screen', screen: 'OrderListScreen' },
  'order/form/info': { from: '@/features/order/order-detail-screen', screen: 'OrderDetailScreen' },
  'public/setting/pay-pwd': { from: '@/features/order/pay-pwd-screen', screen: 'PayPwdScreen' },
  'user/receivingAddress/index': { from: '@/features/addr/address-list-screen', screen: 'AddressListScreen' },
  'user/receivingAddress/binding': { from: '@/features/addr/address-form-screen', screen: 'AddressFormScreen' },
  'merchant/index': { from: '@/features/merchant/workbench-screen', screen: 'WorkbenchScreen' },
  'merchant/orders': { from: '@/features/merchant/orders-screen', screen: 'MerchantOrdersScreen' },
  'merchant/order': { from: '@/features/merchant/order-screen', screen: 'MerchantOrderScreen' },
  'merchant/cash': { from: '@/features/merchant/cash-screen', screen: 'CashScreen' },
  'platform/index': { from: '@/features/platform/desk-screen', screen: 'DeskScreen' },
  'platform/offline': { from: '@/features/platform/offline-screen', screen: 'OfflineReviewScreen' },
}
