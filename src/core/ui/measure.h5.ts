import Taro from '@tarojs/taro'
import type { Rect } from './measure'

export type { Rect } from './measure'

/**
 * H5 twin of measure.ts: what Taro's H5 selector query and `getSystemInfoSync().windowHeight` do, read
 * from the DOM: the elements of the current page's container (`#<page path>`, as Taro's query looks
 * them up), their `getBoundingClientRect()`, after a task (Taro's query answers after `nextTick`).
 */
export function measureAll(className: string, cb: (rects: Rect[]) => void): boolean {
  setTimeout(() => {
    const path = Taro.getCurrentInstance().page?.path
    const root = path != null ? document.getElementById(path) : null
    const rects: Rect[] = []
    root?.querySelectorAll(`.${className}`).forEach((el) => {
      const { top, bottom, height } = el.getBoundingClientRect()
      rects.push({ top, bottom, height })
    })
    cb(rects)
  }, 0)
  return true
}

/** `Taro.getSystemInfoSync().windowHeight` on H5 */
export const screenHeight = (): number => document.documentElement.clientHeight
