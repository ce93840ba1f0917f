/**
 * UI facade: the only place NutUI is imported, each component deep-imported with its own CSS
 * (importing the package root costs ~50 KB gzip a page), one file per component. React Native picks
 * the `*.rn.tsx` twin of each (Taro RN components, colours from the skin): NutUI never reaches RN.
 */
export { Button } from './button'
// Empty with our own pictures (NutUI's default ones come from a third-party host)
export { Empty, useEmptyPicture } from './empty'
export { ConfigProvider } from './config-provider'
export { Screen } from './screen'
export { toast } from './toast'
export { RemoteImage, type RemoteImageProps } from './remote-image'
export { sizedUrl, slotBox, type ImageSize } from './image-sizes'
export { badgeText, fetchCartCount, useCartCount, useTabBadge } from './tab-badge'
// carousel.h5.tsx on H5, carousel.tsx (native swiper) elsewhere: Taro resolves the platform file
export { Carousel } from './carousel'
export { CouponStrip } from './coupon-strip'
export type { CarouselProps } from './carousel-types'
// the one product card of the app, its grid/list and the paging line under a paged list (Taro components only)
export { ProductCard, ProductList, PagingLine, type ProductCardProps, type ProductLayout, type ProductListProps, type ProductRow } from './product-card'
// the SKU picker (rules in sku-picker.ts, pure; the panel and its hook): product detail and the cart's "change SKU"
export { SkuPanel, useQuantityMessage, useSkuPicker, type SkuPickerState } from './sku-panel'
import * as skuRules from './sku-picker'
export { skuRules }
export { Skeleton, type SkeletonKind } from './skeleton'
// a SKU of the merchant's own products (searched, paged), for the workbench's group buys and flash sales
export { MySkuPicker } from './my-sku-picker'
// the dialogs (Taro's modal and action sheet with translated buttons): the only way screens ask
export { chooseAction, confirm, type ConfirmOptions } from './modal'
// an SVG picture of our own (H5 and mini-programs: a data URL in Image; RN: react-native-svg)
export { Icon, type IconProps } from './icon'
export { heartSvg } from './heart'
// the pay password's six boxes (cashier, transfer, convert)
export { PayPasswordInput } from './pay-password'
