// H5 first layout (issue 12): while the splash's ad shows, the fonts of every text size the loaded
// stylesheets declare are laid out offscreen, a couple per idle period (src/core/ui/warm-fonts.h5.ts), so
// the target page's first layout does not set them up. jsdom has no requestIdleCallback: its 50 ms timer stands in.
import { warmFonts } from '@/core/ui/warm-fonts.h5'

const box = () => Array.from(document.body.children).find((e) => (e as HTMLElement).style.left === '-9999px') as HTMLElement | undefined
let sheet: HTMLStyleElement

beforeEach(() => {
  jest.useFakeTimers()
  sheet = document.createElement('style')
  sheet.textContent = [
    '.pd__price { color: red; font-size: 1.1rem; font-weight: bold }',
    '.pd__title { font-size: 0.8rem }',
    '.pd__again { font-size: 0.8rem; font-weight: 400 }',
    '.pd__rel { font-size: 1.2em }',
    '.pd__pct { font-size: 90% }',
    '.pd__inherit { font-size: inherit }',
    '@media (min-width: 1px) { .wide { font-size: 12px; font-weight: 600 } }',
  ].join('\n')
  document.head.appendChild(sheet)
})
afterEach(() => {
  sheet.remove()
  box()?.remove()
  jest.useRealTimers()
})

test('each declared size (with its weight, and the normal weight) is laid out once, two per idle period, then the box goes', () => {
  warmFonts()
  expect(box()).toBeUndefined()
  // the first idle period reads the stylesheets
  jest.advanceTimersByTime(50)
  expect(box()).toBeUndefined()
  jest.advanceTimersByTime(50)
  const seen = () => Array.from(box()?.children ?? []).map((s) => `${(s as HTMLElement).style.fontSize} ${(s as HTMLElement).style.fontWeight}`)
  expect(seen()).toEqual(['1.1rem 400', '1.1rem 700'])
  expect(box()!.getAttribute('aria-hidden')).toBe('true')
  expect(box()!.style.visibility).toBe('hidden')
  jest.advanceTimersByTime(50)
  expect(seen()).toEqual(['1.1rem 400', '1.1rem 700', '0.8rem 400', '12px 400'])
  expect(box()!.textContent).toContain('价格')
  jest.advanceTimersByTime(50)
  // the last one: 12px 600, inside the media rule; `em`, `%` and `inherit` sizes are left out
  expect(box()).toBeUndefined()
})

test('its cancel stops it and takes the box away (the page is opening)', () => {
  const stop = warmFonts()
  jest.advanceTimersByTime(100)
  expect(box()).toBeDefined()
  stop()
  expect(box()).toBeUndefined()
  jest.advanceTimersByTime(500)
  expect(box()).toBeUndefined()
})
