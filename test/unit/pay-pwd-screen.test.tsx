// The 6-digit pay password (`public/setting/pay-pwd`): set it the first time, change it with the current
// one; the client checks the rule and the repeat for comfort, the server judges the old password.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PaymentApi, PaymentCodes } from '~types/payment'
import { PayPwdScreen } from '@/features/order/pay-pwd-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let isSet = false

beforeEach(() => {
  page = fakePage({}, 'pages/public/setting/pay-pwd')
  isSet = false
  api = fakeApi()
    .on(PaymentApi.payPwdStatus, () => ({ set: isSet, lockedSeconds: 0, triesLeft: 5 }))
    .on(PaymentApi.payPwdSet, ({ body }) => {
      if (isSet && body.oldPassword !== '135790') return refuse(400, PaymentCodes.PAY_PWD_OLD_WRONG, 'The current pay password is wrong', 'oldPassword')
      isSet = true
      return { ok: true }
    })
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

/** The form's inputs in order (current, new, repeat when changing; new, repeat when setting). */
const fill = (...values: string[]) => {
  const inputs = document.querySelectorAll('.acc-field__input')
  expect(inputs).toHaveLength(values.length)
  act(() => values.forEach((value, i) => inputs[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))))
}
const submit = () => act(async () => void fireEvent.click(screen.getByTestId('pp-submit')))

test('first time: not six digits, or two different passwords, are refused before any request', async () => {
  render(<PayPwdScreen />)
  await waitFor(() => expect(screen.getByTestId('pp-submit').textContent).toContain('Set pay password'))
  fill('12345', '12345')
  await submit()
  expect(page.toasts).toEqual(['The payment password is 6 digits'])
  fill('12345a', '12345a')
  await submit()
  expect(page.toasts[1]).toBe('The payment password is 6 digits')
  fill('123456', '654321')
  await submit()
  expect(page.toasts[2]).toBe('The two passwords do not match')
  expect(api.calls(PaymentApi.payPwdSet)).toHaveLength(0)
})

test('first time: six digits twice are saved without an old password, then back', async () => {
  render(<PayPwdScreen />)
  await screen.findByTestId('pp-submit')
  fill('246810', '246810')
  await submit()
  await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
  expect(api.calls(PaymentApi.payPwdSet).map((c) => c.body)).toEqual([{ password: '246810', confirmPassword: '246810' }])
  expect(page.toasts).toEqual(['Pay password saved'])
})

test("change: the current password is asked; a wrong one is the server's refusal and nothing moves; the right one saves", async () => {
  isSet = true
  render(<PayPwdScreen />)
  await waitFor(() => expect(screen.getByTestId('pp-submit').textContent).toContain('Change pay password'))
  fill('', '246810', '246810')
  await submit()
  expect(page.toasts).toEqual(['The payment password is 6 digits'])
  expect(api.calls(PaymentApi.payPwdSet)).toHaveLength(0)

  fill('111111', '246810', '246810')
  await submit()
  await waitFor(() => expect(page.toasts).toContain('The current pay password is wrong'))
  expect(page.navigations).toEqual([])

  fill('135790', '246810', '246810')
  await submit()
  await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
  expect(api.calls(PaymentApi.payPwdSet).map((c) => c.body)).toEqual([
    { password: '246810', confirmPassword: '246810', oldPassword: '111111' },
    { password: '246810', confirmPassword: '246810', oldPassword: '135790' },
  ])
  expect(page.toasts).toContain('Pay password saved')
})
