import { Swiper, SwiperItem } from '@tarojs/components'
import { CAROUSEL_INTERVAL, type CarouselProps } from './carousel-types'

/**
 * Mini-programs: the platform's own swiper (native, costs nothing in the package).
 * H5 gets `carousel.h5.tsx` instead: Taro's web swiper pulls the whole swiper library (~35 KB gzip).
 */
export function Carousel<T>({ items, itemKey, render, onItemClick, className, autoplay, interval, circular, dots = true, current }: CarouselProps<T>) {
  return (
    <Swiper className={className} autoplay={autoplay} interval={interval ?? CAROUSEL_INTERVAL} circular={circular} indicatorDots={dots} current={current}>
      {items.map((item, i) => (
        <SwiperItem key={itemKey(item, i)} onClick={() => onItemClick?.(item, i)}>
          {render(item, i)}
        </SwiperItem>
      ))}
    </Swiper>
  )
}
