// H5 render (issue 12): on the first load (under index.html's boot frame, or after splash's ad) the page shell
// commits its frame first and renders the page's body in a transition (time-sliced); the boot frame goes
// only once the first page's body has committed. Later pages render their body at once.
// The tests run in this order: the first load's flag lives in first-load.ts's module.
import Taro from '@tarojs/taro'
import * as React from 'react'
import { render, screen } from '@testing-library/react'
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
