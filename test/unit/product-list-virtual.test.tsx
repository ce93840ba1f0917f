import Taro from '@tarojs/taro'
import { act, configure, render, screen, waitFor } from '@testing-library/react'
import type { ProductRow } from '@/core/ui'
import { ProductList } from '@/core/ui'
import { blocksToRender } from '@/core/ui/virtual-blocks'
import { setLocale } from '@/core/i18n'

const products: ProductRow[] = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  title: `Product ${i + 1}`,
  image: '',
  price: 1000 + i,
  originalPrice: 1000 + i,
  sales: i,
  inStock: true,
})) as ProductRow[]

/** The page as the selector query sees it: each block of 20 cards is 2000 px tall, from the list's top at 0. */
const BLOCK_PX = 2000
let scrollY = 0
let onScroll: (() => void) | null = null
let queries = 0

// rendering a few hundred cards in jsdom takes a while
configure({ asyncUtilTimeout: 30_000 })

beforeEach(() => {
  setLocale('en')
  scrollY = 0
  onScroll = null
  queries = 0
  ;(Taro as any).usePageScroll = (fn: () => void) => {
    onScroll = fn
  }
  ;(Taro as any).getSystemInfoSync = () => ({ windowHeight: 800, windowWidth: 375 })
  ;(Taro as any).createSelectorQuery = () => ({
    selectAll: (sel: string) => ({
      boundingClientRect: () => ({
        exec: (cb: (res: unknown[]) => void) => {
          queries++
          // a block of cards is BLOCK_PX tall; a box as tall as its style says; one after another
          let y = -scrollY
          const rects = Array.from(document.querySelectorAll(sel)).map((el) => {
            const h = el.getAttribute('data-testid') === 'product-gap' ? parseFloat((el as HTMLElement).style.height) || 0 : BLOCK_PX
            const r = { top: y, bottom: y + h, height: h }
            y += h
            return r
          })
          setTimeout(() => cb([rects]), 0)
        },
      }),
    }),
  })
})

const cards = () => screen.queryAllByTestId('product-card').map((c) => Number(c.getAttribute('data-id')))
const scrollTo = async (y: number) => {
  scrollY = y
  await act(async () => {
    await new Promise((r) => setTimeout(r, 100)) // past the 80 ms throttle
    onScroll?.()
  })
}

test('blocksToRender: blocks within two screens of the viewport render; an unmeasured one always does', () => {
  const rect = (top: number) => ({ top, bottom: top + 1000, height: 1000 })
  expect(blocksToRender([rect(-5000), rect(-2500), rect(0), rect(2300), rect(4000), undefined, undefined, undefined], 800)).toEqual([
    false,
    true,
    true,
    true,
    false,
    true,
    false,
    false,
  ])
  // nothing measured: the first two
  expect(blocksToRender([undefined, undefined, undefined], 800)).toEqual([true, true, false])
})

test('1,000 results: only the blocks near the screen render cards; the rest keep their height; scrolling moves the window', async () => {
  render(<ProductList products={products} layout='grid' />)
  // nothing measured yet: the first two blocks, the others are boxes
  expect(cards().length).toBe(40)
  expect(document.querySelectorAll('[data-testid="product-block"],[data-testid="product-gap"]').length).toBe(50)
  // measured: blocks 0 and 1 are near the screen (top 2000 < 3 screens), 2 and 3 were rendered once to be measured
  await waitFor(() => expect(screen.getAllByTestId('product-gap')[0].style.height).toBe(`${BLOCK_PX}px`))
  expect(cards()).toEqual(products.slice(0, 40).map((p) => p.id))

  // scroll down the page a screen and a bit at a time, as a finger does, to y = 30,000
  for (let y = 1600; y <= 30_000; y += 1600) {
    await scrollTo(y)
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    // never more than a handful of blocks in the page
    expect(cards().length).toBeLessThanOrEqual(100)
  }
  await waitFor(() => expect(cards()[0]).toBeGreaterThan(12 * 20))
  expect(cards().length).toBeLessThanOrEqual(100)
  // the boxes above keep the measured heights: the page above the window is as long as it was
  const boxes = screen.getAllByTestId('product-gap').slice(0, 10)
  for (const b of boxes) expect(b.style.height).toBe(`${BLOCK_PX}px`)
  // back to the top: the first cards again
  for (let y = 28_400; y >= 0; y -= 3200) await scrollTo(y)
  await scrollTo(0)
  await waitFor(() => expect(cards()[0]).toBe(1))
  expect(cards().length).toBeLessThanOrEqual(100)
  expect(queries).toBeGreaterThanOrEqual(10)
}, 180_000)

test('the grid/list switch measures anew; virtual={false} renders all', async () => {
  const { rerender } = render(<ProductList products={products.slice(0, 200)} layout='grid' />)
  await waitFor(() => expect(screen.getAllByTestId('product-gap')[0].style.height).toBe(`${BLOCK_PX}px`))
  expect(cards().length).toBe(40)
  rerender(<ProductList products={products.slice(0, 200)} layout='list' />)
  expect(screen.getByTestId('product-list').getAttribute('data-layout')).toBe('list')
  // the boxes keep the old heights as estimates meanwhile (the page does not collapse)
  expect(screen.getAllByTestId('product-gap')[0].style.height).toBe(`${BLOCK_PX}px`)
  await waitFor(() => expect(cards().length).toBe(40))
  expect(screen.getAllByTestId('product-block')[0].className).toContain('product-list--list')
  rerender(<ProductList products={products.slice(0, 200)} layout='list' virtual={false} />)
  expect(cards().length).toBe(200)
}, 120_000)
