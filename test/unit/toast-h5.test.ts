// H5's toast (src/core/ui/toast.h5.ts) loads Taro's toast on first use instead of carrying it in the entry:
// the same call to Taro.showToast as toast.ts (mini-programs, RN), the same toast on the page, in order, and
// an idle load once the first screen is up (not while index.html's boot frame or splash is showing).
import Taro from '@tarojs/taro'
import * as shared from '@/core/ui/toast'
import * as h5 from '@/core/ui/toast.h5'

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('the same call to Taro.showToast as toast.ts, after the chunk has loaded', async () => {
  const show = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'showToast:ok' }))
  shared.toast('保存成功', 'success')
  shared.toast('请求失败')
  shared.toast('')
  const theirs = show.mock.calls.map((c) => c[0])
  show.mockClear()
  h5.toast('保存成功', 'success')
  h5.toast('请求失败')
  h5.toast('')
  await h5.loadToast()
  await flush()
  expect(theirs).toHaveLength(2)
  expect(show.mock.calls.map((c) => c[0])).toEqual(theirs)
  expect(h5.TOAST_MS).toBe(shared.TOAST_MS)
})

test("Taro's H5 toast shows the text on the page", async () => {
  h5.toast('加入购物车成功', 'success')
  await h5.loadToast()
  await flush()
  expect(document.querySelector('.taro__toast')?.textContent).toBe('加入购物车成功')
})

test('loads at idle 3 s after the boot frame is gone and splash is left; a toast before that loads it itself', async () => {
  jest.useFakeTimers()
  try {
    let loads = 0
    const shown: string[] = []
    jest.doMock('@/core/ui/toast-taro', () => {
      loads++
      return { showToast: (title: string) => shown.push(title) }
    })
    const boot = document.createElement('div')
    boot.id = 'boot'
    document.body.appendChild(boot)
    window.location.hash = '#/pages/tabbar/index'
    jest.resetModules()
    let fresh: typeof h5 = require('@/core/ui/toast.h5')
    const wait = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms)
      await flush()
    }
    await wait(5000)
    expect(loads).toBe(0) // the boot frame is up: home's body has not committed yet
    window.location.hash = '#/pages/splash?url=%2Fpages%2Ftabbar%2Findex'
    boot.remove()
    await wait(3000)
    expect(loads).toBe(0) // splash (its ad) took the boot frame away
    window.location.hash = '#/pages/tabbar/index'
    await wait(2000)
    expect(loads).toBe(0) // up: 3 s more, then idle
    await wait(3000)
    expect(loads).toBe(1)
    fresh.toast('a')
    fresh.toast('b')
    await wait(0)
    expect(shown).toEqual(['a', 'b'])

    // a toast before the first screen is up loads it at once
    loads = 0
    shown.length = 0
    window.location.hash = '#/pages/splash'
    jest.resetModules()
    fresh = require('@/core/ui/toast.h5')
    fresh.toast('网络错误')
    await wait(0)
    expect(loads).toBe(1)
    expect(shown).toEqual(['网络错误'])
  } finally {
    jest.dontMock('@/core/ui/toast-taro')
    jest.useRealTimers()
    window.location.hash = ''
  }
})
