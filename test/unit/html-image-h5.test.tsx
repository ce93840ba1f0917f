// H5 with Taro's React components (issue 12): the app's Image (src/core/ui/html-image.h5.tsx) stands in for
// `@tarojs/components-react`'s. Taro's reads the picture's rendered width and height on every `load`, which
// makes the browser lay out the page inside that event; this one reads them only when an onLoad asks.
import { fireEvent, render } from '@testing-library/react'
import Image from '@/core/ui/html-image.h5'

/** counts reads of `<img>.width` (a read is a forced layout in a browser) */
function countWidthReads() {
  const proto = HTMLImageElement.prototype
  const own = Object.getOwnPropertyDescriptor(proto, 'width')!
  let reads = 0
  Object.defineProperty(proto, 'width', {
    configurable: true,
    get() {
      reads++
      return own.get!.call(this)
    },
    set(v) {
      own.set!.call(this, v)
    },
  })
  return { reads: () => reads, restore: () => Object.defineProperty(proto, 'width', own) }
}

test("Taro's markup and classes: a box with the mode's picture inside", () => {
  const { container } = render(<Image className='pd__bar-img' src='/cart.png' mode='widthFix' data-testid='icon' />)
  const box = container.firstElementChild as HTMLElement
  expect(box.className).toBe('taro-img taro-img__widthfix pd__bar-img')
  expect(box.getAttribute('data-testid')).toBe('icon')
  const img = box.querySelector('img')!
  expect(img.className).toBe('taro-img__mode-widthfix')
  expect(img.getAttribute('src')).toBe('/cart.png')
  expect(render(<Image src='/a.png' />).container.querySelector('img')!.className).toBe('taro-img__mode-scaletofill')
})

test('a picture that loads with nobody listening reads no size (no forced layout)', () => {
  const spy = countWidthReads()
  try {
    const { container } = render(<Image src='/cart.png' />)
    fireEvent.load(container.querySelector('img')!)
    expect(spy.reads()).toBe(0)
  } finally {
    spy.restore()
  }
})

test("an onLoad gets Taro's detail, its size read when it asks", () => {
  const spy = countWidthReads()
  try {
    const seen: Array<{ width: number; height: number }> = []
    let calls = 0
    const { container } = render(
      <Image src='/a.png' onLoad={(e) => (calls++, seen.push((e as unknown as { detail: { width: number; height: number } }).detail))} />,
    )
    fireEvent.load(container.querySelector('img')!)
    expect(calls).toBe(1)
    expect(seen[0]).toEqual({ width: 0, height: 0 })
    expect(spy.reads()).toBe(1)
  } finally {
    spy.restore()
  }
})

test("a lazy picture keeps Taro's Image (its source set when it scrolls near)", () => {
  const observe = jest.fn()
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn(() => ({ observe, disconnect: jest.fn() }))
  const { container } = render(<Image src='/far.png' lazyLoad />)
  const img = container.querySelector('img')!
  expect(img.getAttribute('src')).toBeNull()
  expect(img.getAttribute('data-src')).toBe('/far.png')
  expect(observe).toHaveBeenCalledWith(img)
})
