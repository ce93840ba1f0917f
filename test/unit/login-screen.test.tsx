import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LoginScreen } from '@/features/account/login-screen'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, userInfo, type FakeApi } from './fake-api'

let api: FakeApi
let toasts: string[] = []

beforeEach(() => {
  toasts = []
  setLocale('en')
  nav.reset()
  useSessionStore.getState().logout()
  ;(Taro as any).showToast = jest.fn(async (o: { title: string }) => {
    toasts.push(o.title)
  })
  api = fakeApi()
    .on('account.login', () => ({ token: 'tok-9', expiresIn: 3600 }))
    .on('account.info', () => userInfo({ userId: 1, nickname: 'Demo' }))
    .install()
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/user' }, { route: 'pages/public/account/appLogin' }]
})

const typeInto = (root: HTMLElement, cls: string, value: string) => {
  // Taro's Input is the <taro-input-core> web component: it reports typing as an `input` event with detail.value
  const input = root.querySelector(`.${cls} taro-input-core`)
  expect(input).not.toBeNull()
  act(() => {
    input!.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

test('renders translated texts and refuses a bad form before sending anything', async () => {
  const { container } = render(<LoginScreen />)
  expect(screen.getAllByText('Log in').length).toBeGreaterThan(0)
  typeInto(container, 'login-phone', '123')
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-submit'))
  })
  expect(api.keys()).toEqual([])
  expect(toasts.length).toBe(1)
})

test('a valid form logs in, stores the token and returns', async () => {
  const { container } = render(<LoginScreen />)
  typeInto(container, 'login-phone', '13800138000')
  typeInto(container, 'login-password', 'demo1234')
  fireEvent.click(container.querySelector('.acc-agree') ?? screen.getByTestId('agreement'))
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-submit'))
  })
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-9'))
  expect(api.problems()).toEqual([])
  expect(api.calls('account.login')[0].body).toMatchObject({ loginType: 'password', username: '13800138000', password: 'demo1234', countryArea: '86' })
  expect(useSessionStore.getState().userInfo).toMatchObject({ nickname: 'Demo' })
  expect(Taro.navigateBack).toHaveBeenCalled()
})
