import { render } from '@testing-library/react'
import { sizedUrl, slotBox } from '@/core/ui/image-sizes'
import { RemoteImage } from '@/core/ui/remote-image.h5'
import { RemoteImage as MiniImage } from '@/core/ui/remote-image'
import { cardPriority } from '@/core/ui/product-card'

const img = (c: HTMLElement) => c.querySelector('img') as HTMLImageElement

describe('RemoteImage (H5): the sized WebP URL, a fixed box, lazy below the fold and eager above it', () => {
  it('asks for the slot size and sets width and height so nothing shifts', () => {
    const { container } = render(<RemoteImage className='product-card__img' src='/api/files/default/demo/p-1.svg' mode='aspectFill' size='card' />)
    const el = img(container)
    expect(el.getAttribute('src')).toBe('/api/files/default/demo/p-1.svg?size=card')
    expect([el.getAttribute('width'), el.getAttribute('height')]).toEqual(['360', '360'])
    expect(el.getAttribute('loading')).toBe('lazy')
    expect(el.getAttribute('fetchpriority')).toBeNull()
    expect(el.className).toBe('product-card__img')
    expect(el.style.objectFit).toBe('cover')
  })

  it('a priority picture (first banner, first row of cards) loads eagerly with high priority; a banner is 5:2', () => {
    const el = img(render(<RemoteImage src='/api/files/default/demo/banner-1.svg' size='banner' priority />).container)
    expect(el.getAttribute('loading')).toBe('eager')
    expect(el.getAttribute('fetchpriority')).toBe('high')
    expect([el.getAttribute('width'), el.getAttribute('height')]).toEqual(['750', '300'])
    expect(slotBox('thumb')).toEqual({ width: 160, height: 160 })
  })

  it("the rest of the first screen ('eager') loads at once at the browser's priority", () => {
    const el = img(render(<RemoteImage src='/api/files/default/demo/p-3.svg' size='card' priority='eager' />).container)
    expect(el.getAttribute('loading')).toBe('eager')
    expect(el.getAttribute('fetchpriority')).toBeNull()
  })

  it('product cards: the first row high priority, the rest of the first screen eager, the others lazy', () => {
    expect([0, 1, 2, 5, 6, 25].map((i) => cardPriority(i, 'grid'))).toEqual([true, true, 'eager', 'eager', undefined, undefined])
    expect([0, 1, 5, 6].map((i) => cardPriority(i, 'list'))).toEqual([true, 'eager', 'eager', undefined])
  })

  it('only the server own files get a size; outside URLs and already sized ones stay as they are', () => {
    expect(sizedUrl('https://cdn.example.com/a.png', 'card')).toBe('https://cdn.example.com/a.png')
    expect(sizedUrl('/api/files/t/2026/01/x.png?size=thumb', 'card')).toBe('/api/files/t/2026/01/x.png?size=thumb')
    expect(sizedUrl('/api/files/t/2026/01/x.png', 'detail')).toBe('/api/files/t/2026/01/x.png?size=detail')
    expect(sizedUrl('/api/files/t/x.png')).toBe('/api/files/t/x.png')
    expect(sizedUrl(undefined, 'card')).toBe('')
  })
})

describe('RemoteImage (mini-programs): the same sized URL, the platform lazy-load, WebP on', () => {
  it('lazy-loads unless it is a priority picture', () => {
    const lazy = render(<MiniImage src='/api/files/default/demo/p-2.svg' size='thumb' />).container.firstElementChild as HTMLElement & {
      lazyLoad?: boolean
      webp?: boolean
      src?: string
    }
    const eager = render(<MiniImage src='/api/files/default/demo/p-2.svg' size='thumb' priority />).container.firstElementChild as HTMLElement & {
      lazyLoad?: boolean
    }
    // Taro's React components keep their props on the element (taro-image-core)
    expect(lazy.getAttribute('src') ?? lazy.src).toBe('/api/files/default/demo/p-2.svg?size=thumb')
    expect(lazy.lazyLoad ?? lazy.getAttribute('lazy-load')).toBeTruthy()
    expect(eager.lazyLoad ?? eager.getAttribute('lazy-load')).toBeFalsy()
    const firstScreen = render(<MiniImage src='/api/files/default/demo/p-2.svg' size='card' priority='eager' />).container.firstElementChild as HTMLElement & {
      lazyLoad?: boolean
    }
    expect(firstScreen.lazyLoad ?? firstScreen.getAttribute('lazy-load')).toBeFalsy()
  })
})
