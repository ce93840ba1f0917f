import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LoginScreen } from '@/features/account/login-screen'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

let requests: Array<{ url: string; data: Record<string, unknown> }> = []
let toasts: string[] = []

beforeEach(() => {
  requests = []
  toasts = []
  setLocale('en')
  nav.reset()
  useSessionStore.getState().logout()
  ;(Taro as any).showToast = jest.fn(async (o: { title: string }) => {
    toasts.push(o.title)
  })
  ;(Taro as any).request = jest.fn(async (o: { url: string; data: Record<string, unknown> }) => {
    requests.push(o)
    if (o.url.endsWith('/auth/api/customer/login')) return { statusCode: 200, data: { code: 200, ok: true, data: { token: 'tok-9' } } }
    if (o.url.endsWith('/customer/api/info')) return { statusCode: 200, data: { code: 200, ok: true, data: { userId: 1, nickname: 'Demo' } } }
    return { statusCode: 200, data: { code: 200, ok: true, data: [] } }
  })
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
  expect(requests).toHaveLength(0)
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
  const login = requests.find((r) => r.url.endsWith('/auth/api/customer/login'))!
  expect(login.data).toMatchObject({ loginType: 'password', username: '13800138000', password: 'demo1234', countryArea: '86' })
  expect(useSessionStore.getState().userInfo).toMatchObject({ nickname: 'Demo' })
  expect(Taro.navigateBack).toHaveBeenCalled()
})
