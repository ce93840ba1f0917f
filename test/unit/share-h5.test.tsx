// H5's share button (src/features/product/share-button.h5.tsx) copies the page's link through Taro's
// setClipboardData, loaded on the first tap (copy-link.ts), then says so; a failed copy says that.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { setLocale, t } from '@/core/i18n'
import { ShareButton } from '@/features/product/share-button.h5'

beforeEach(() => setLocale('en'))
afterEach(() => jest.restoreAllMocks())

// copy-link.ts as it is, counting when its module is first run (the chunk arriving, in the browser)
const mockLoads = { n: 0 }
jest.mock('@/features/product/copy-link', () => {
  mockLoads.n++
  return { copyLink: (data: string) => require('@tarojs/taro').default.setClipboardData({ data }) }
})

// first in this file: nothing has loaded copy-link yet
test('the copy code loads 3 s after the button shows, before any tap (a tap then writes the clipboard at once)', async () => {
  jest.useFakeTimers()
  try {
    const { unmount } = render(<ShareButton title='Green tea' page='classify/goods/info/index' params={{ id: 42 }} />)
    await act(async () => void jest.advanceTimersByTime(2900))
    expect(mockLoads.n).toBe(0)
    await act(async () => {
      jest.advanceTimersByTime(100)
      for (let i = 0; i < 10; i++) await Promise.resolve()
    })
    expect(mockLoads.n).toBe(1)
    unmount()
  } finally {
    jest.useRealTimers()
  }
})

const tap = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('share'))
    for (let i = 0; i < 10; i++) await Promise.resolve()
  })
}

test('a tap copies this page\'s address, then the "copied" toast', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation(async () => ({ errMsg: 'setClipboardData:ok', data: '' }))
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation(async () => ({ errMsg: 'showToast:ok' }))
  window.location.hash = '#/pages/classify/goods/info/index?id=42'
  render(<ShareButton title='Green tea' page='classify/goods/info/index' params={{ id: 42 }} />)
  await tap()
  expect(copy).toHaveBeenCalledWith({ data: window.location.href })
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: t('product:linkCopied'), icon: 'success' }))
})

test('a failed copy says so', async () => {
  jest.spyOn(Taro, 'setClipboardData').mockImplementation(async () => Promise.reject(new Error('denied')))
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation(async () => ({ errMsg: 'showToast:ok' }))
  render(<ShareButton title='Green tea' page='classify/goods/info/index' params={{ id: 42 }} />)
  await tap()
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: t('product:copyFailed') }))
})
