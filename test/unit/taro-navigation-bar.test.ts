// The H5 build swaps Taro's navigation bar module for src/core/navigation/taro-navigation-bar.h5.ts
// (config/index.ts): the same elements at start, without the icons, which come when the bar shows.
import { initNavigationBar as taros } from '@tarojs/router/dist/navigationBar.js'
import { initNavigationBar } from '@/core/navigation/taro-navigation-bar.h5'

const config = { router: { mode: 'hash' } }
const noIcons = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/>\s+</g, '><')

test('the same bar as Taro draws, icons apart; the icons (Taro\'s) once the router shows the bar', async () => {
  document.head.innerHTML = ''
  const theirs = document.createElement('div')
  taros(config as never, theirs)
  const styles = document.head.querySelectorAll('style').length
  const ours = document.createElement('div')
  ours.appendChild(document.createElement('p'))
  initNavigationBar(config, ours)
  // first child of the container, one style added, the same ids and classes, no icon yet
  expect(ours.firstElementChild!.id).toBe('taro-navigation-bar')
  expect(document.head.querySelectorAll('style').length).toBe(styles * 2)
  expect(document.head.lastElementChild!.innerHTML).toBe(document.head.firstElementChild!.innerHTML)
  expect(ours.firstElementChild!.outerHTML).toBe(noIcons(theirs.firstElementChild!.outerHTML))
  expect(ours.querySelectorAll('svg').length).toBe(0)
  // the router shows it: Taro's three icons arrive (and no second copy of the style stays)
  ours.firstElementChild!.classList.add('taro-navigation-bar-show')
  for (let i = 0; i < 50 && !ours.querySelector('svg'); i++) await new Promise((r) => setTimeout(r, 10))
  ours.firstElementChild!.classList.remove('taro-navigation-bar-show')
  theirs.firstElementChild!.classList.add('taro-navigation-bar-show')
  theirs.firstElementChild!.classList.remove('taro-navigation-bar-show')
  expect(ours.querySelectorAll('svg').length).toBe(3)
  expect(ours.firstElementChild!.outerHTML).toBe(theirs.firstElementChild!.outerHTML)
  expect(document.head.querySelectorAll('style').length).toBe(styles * 2)
})

test('multi-page mode: no bar, as Taro', () => {
  const box = document.createElement('div')
  initNavigationBar({ router: { mode: 'multi' } }, box)
  expect(box.children.length).toBe(0)
})
