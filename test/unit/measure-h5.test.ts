// H5's measuring for the windowed lists (src/core/ui/measure.h5.ts): the current page's elements of a
// class, their viewport rects, after a task, as Taro's selector query answers on H5.
import Taro from '@tarojs/taro'
import { measureAll, screenHeight } from '@/core/ui/measure.h5'

function box(parent: HTMLElement, cls: string, top: number, height: number) {
  const el = document.createElement('div')
  el.className = cls
  el.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) })
  parent.appendChild(el)
}

test('the rects of the current page elements with the class, in document order, given after a task', async () => {
  document.body.innerHTML = '<div id="pages/a"></div><div id="pages/b"></div>'
  const a = document.getElementById('pages/a')!
  const b = document.getElementById('pages/b')!
  box(a, 'vb1', 0, 100)
  box(a, 'vb1 other', 100, 250)
  box(a, 'vb2', 350, 10)
  box(b, 'vb1', 0, 999)
  ;(Taro as any).getCurrentInstance = () => ({ page: { path: 'pages/a' } })
  let got: unknown = null
  expect(measureAll('vb1', (r) => (got = r))).toBe(true)
  expect(got).toBeNull()
  await new Promise((r) => setTimeout(r, 5))
  expect(got).toEqual([
    { top: 0, bottom: 100, height: 100 },
    { top: 100, bottom: 350, height: 250 },
  ])
  // no current page: nothing measured, still an answer
  ;(Taro as any).getCurrentInstance = () => ({ page: null })
  measureAll('vb1', (r) => (got = r))
  await new Promise((r) => setTimeout(r, 5))
  expect(got).toEqual([])
})

test('the screen height is the document element client height (Taro H5 windowHeight)', () => {
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 777 })
  expect(screenHeight()).toBe(777)
})
