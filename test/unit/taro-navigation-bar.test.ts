// The H5 build swaps Taro's navigation bar module for src/core/navigation/taro-navigation-bar.h5.ts
// (config/index.ts): the same elements at start, without the icons, which come when the bar shows.
import { initNavigationBar as taros } from '@tarojs/router/dist/navigationBar.js'
import { initNavigationBar } from '@/core/navigation/taro-navigation-bar.h5'

const config = { router: { mode: 'hash' } }
// the bar's own styles (the navigation module's imports bring Taro's H5 API here, which adds styles of its own)
const barStyles = () => Array.from(document.head.querySelectorAll('style')).filter((s) => s.innerHTML.includes('.taro-navigation-bar-show')).length
const noIcons = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/>\s+</g, '><')

test("the same bar as Taro draws, icons apart; the icons (Taro's) once the router shows the bar", async () => {
  document.head.innerHTML = ''
  const theirs = document.createElement('div')
  taros(config as never, theirs)
  const styles = barStyles()
  const ours = document.createElement('div')
  ours.appendChild(document.createElement('p'))
  initNavigationBar(config, ours)
  // first child of the container, one style added, the same ids and classes, no icon yet
  expect(ours.firstElementChild!.id).toBe('taro-navigation-bar')
  expect(barStyles()).toBe(styles * 2)
  const bars = Array.from(document.head.querySelectorAll('style')).filter((s) => s.innerHTML.includes('.taro-navigation-bar-show'))
  expect(bars[1].innerHTML).toBe(bars[0].innerHTML)
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
  expect(barStyles()).toBe(styles * 2)
})

test('multi-page mode: no bar, as Taro', () => {
  const box = document.createElement('div')
  initNavigationBar({ router: { mode: 'multi' } }, box)
  expect(box.children.length).toBe(0)
})

test("the home button opens the home tab through the navigation module (Taro's reLaunched splash, its ad again)", async () => {
  const { nav } = await import('@/core/navigation')
  const to = jest.spyOn(nav, 'switchTab').mockResolvedValue(undefined as never)
  const box = document.createElement('div')
  document.body.appendChild(box)
  initNavigationBar(config, box)
  const bar = box.querySelector('#taro-navigation-bar')!
  const taroHome = jest.fn()
  bar.querySelector('.taro-navigation-bar-home')!.addEventListener('click', taroHome)
  ;(bar.querySelector('.taro-navigation-bar-home') as HTMLElement).click()
  for (let i = 0; i < 50 && !to.mock.calls.length; i++) await new Promise((r) => setTimeout(r, 10))
  expect(to).toHaveBeenCalledWith('tabbar/index')
  expect(taroHome).not.toHaveBeenCalled()
  box.remove()
})
