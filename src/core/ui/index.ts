/**
 * UI facade: the only place NutUI is imported, each component deep-imported with its own CSS
 * (importing the package root costs ~50 KB gzip a page). React Native will get `*.rn.tsx` twins.
 */
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/configprovider/style/css'

export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button'
// Empty with our own pictures (NutUI's default ones come from a third-party host)
export { Empty, EMPTY_PICTURES } from './empty'
export { default as ConfigProvider } from '@nutui/nutui-react-taro/dist/es/packages/configprovider'
export { Screen } from './screen'
export { RemoteImage } from './remote-image'
// carousel.h5.tsx on H5, carousel.tsx (native swiper) elsewhere: Taro resolves the platform file
export { Carousel } from './carousel'
export type { CarouselProps } from './carousel-types'
