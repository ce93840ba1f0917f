import { initNavigationBar } from '@tarojs/router/dist/navigationBar.js'

/**
 * The icons of Taro's navigation bar (home, back, loading), drawn by Taro's own module into a detached
 * box: loaded by taro-navigation-bar.h5.ts when the bar is first shown or the page is idle, not at start.
 * Resolves the nodes to put into the live bar's `home`, `back` and `loading` elements.
 */
export function iconsOf(): Record<'home' | 'back' | 'loading', Node[]> {
  const box = document.createElement('div')
  const head = document.head
  const last = head.lastChild
  initNavigationBar({ router: { mode: 'hash' } } as Parameters<typeof initNavigationBar>[0], box)
  // the bar's style is in the page already: drop the second copy Taro's module just added
  if (head.lastChild !== last && head.lastChild?.nodeName === 'STYLE') head.removeChild(head.lastChild)
  const nodes = (cls: string) => Array.from(box.getElementsByClassName(cls)[0]?.childNodes ?? [])
  return { home: nodes('taro-navigation-bar-home'), back: nodes('taro-navigation-bar-back'), loading: nodes('taro-navigation-bar-loading') }
}
