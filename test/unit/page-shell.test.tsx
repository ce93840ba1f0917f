// H5 render (issue 12): on the first load (under index.html's boot frame, or after splash's ad) the page shell
// commits its frame first and renders the page's body in a transition (time-sliced); the boot frame goes
// only once the first page's body has committed. Later pages render their body at once.
// The tests run in this order: the first load's flag lives in first-load.ts's module.
import Taro from '@tarojs/taro'
import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import { setLocale } from '@/core/i18n'
import { PageShell } from '@/features/shell/page-shell'

const NAME = 'classify/goods/info/index'
let bootAtBodyMount: boolean[] = []

function Body() {
  React.useLayoutEffect(() => void bootAtBodyMount.push(!!document.getElementById('boot')), [])
  return <div data-testid='body'>body</div>
}

function addBoot() {
  const boot = document.createElement('div')
  boot.id = 'boot'
  document.body.appendChild(boot)
}

// page-shell's own `react` (a spy on the test's `import * as` copy would not see its calls)
const spyTransition = () => jest.spyOn(require('react') as typeof React, 'startTransition')

beforeEach(() => {
  bootAtBodyMount = []
  setLocale('en')
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).setNavigationBarTitle = jest.fn(async () => {})
})
afterEach(() => {
  jest.restoreAllMocks()
  document.getElementById('boot')?.remove()
})

test('first load, splash: its body renders in a transition and the boot frame stays (splash removes it for its ad)', () => {
  addBoot()
  const transition = spyTransition()
  const { unmount } = render(
    <PageShell name='splash'>
      <Body />
    </PageShell>,
  )
  expect(transition).toHaveBeenCalledTimes(1)
  expect(screen.getByTestId('body')).toBeTruthy()
  expect(document.getElementById('boot')).not.toBeNull()
  unmount()
})

test('first load, the first page: the body renders in a transition, the boot frame goes after it committed', () => {
  addBoot()
  const transition = spyTransition()
  const { unmount } = render(
    <PageShell name={NAME}>
      <Body />
    </PageShell>,
  )
  expect(transition).toHaveBeenCalledTimes(1)
  expect(screen.getByTestId('body')).toBeTruthy()
  expect(bootAtBodyMount).toEqual([true])
  expect(document.getElementById('boot')).toBeNull()
  unmount()
})

test('a later page renders its body at once, without a transition', () => {
  const transition = spyTransition()
  render(
    <PageShell name={NAME}>
      <Body />
    </PageShell>,
  )
  expect(transition).not.toHaveBeenCalled()
  expect(screen.getByTestId('body')).toBeTruthy()
})

test('the title follows the language on the page on top only, and is set again whenever the page shows', async () => {
  const shows: Array<() => void> = []
  ;(Taro as any).useDidShow = (fn: () => void) => void shows.push(fn)
  const pages = (Taro as any).getCurrentPages
  // the cart tab kept under the settings page, where the language is switched
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/shoppingCart' }, { route: 'pages/public/setting/index' }]
  try {
    const set = Taro.setNavigationBarTitle as jest.Mock
    // (the cart badge's calls need no answer here)
    ;(Taro as any).setTabBarBadge = jest.fn(async () => {})
    render(
      <PageShell name='tabbar/shoppingCart'>
        <Body />
      </PageShell>,
    )
    expect(set).not.toHaveBeenCalled()
    await act(() => setLocale('zh_CN'))
    expect(set).not.toHaveBeenCalled()
    act(() => shows.forEach((f) => f()))
    expect(set).toHaveBeenLastCalledWith({ title: '购物车' })
    expect(document.title).toBe('购物车')
  } finally {
    ;(Taro as any).getCurrentPages = pages
  }
})
