/**
 * Dynamic forms on React Native (`systemPay/layoutForm/index`, `success`): the page entries of the shared src resolved
 * like the RN build, with a fake API (test/taro.ts `answer`). The form's fields render, a priced choice adds to the
 * total, the client's check shows under its field, a paid form opens the cashier with its F number, and the
 * success page shows "paid" because the server says so. No text outside a Text anywhere.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { bodyOf, byTid, expectNoLooseText, hostOf, ok, queryTid, sent, tapTid } from './screen-helpers'
import FormPage from '@/pages/systemPay/layoutForm/index'
import SuccessPage from '@/pages/systemPay/layoutForm/success'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const NO = 'F26112712000012345678'
const form = {
  id: 7,
  version: 2,
  title: 'Engraving',
  description: 'Your text on the cup',
  price: 990,
  currency: 'CNY',
  fields: [
    { key: 'name', kind: 'text', label: 'Name', required: true, maxLength: 5 },
    {
      key: 'box',
      kind: 'choice',
      label: 'Box',
      required: true,
      multiple: false,
      options: [
        { value: 'plain', label: 'Plain', price: 0 },
        { value: 'gift', label: 'Gift box', price: 800 },
      ],
    },
  ],
}
const submission = (state: string) => ({
  id: NO,
  formId: 7,
  version: 2,
  title: 'Engraving',
  state,
  amount: 1790,
  currency: 'CNY',
  expiresAt: null,
  paidAt: state === 'paid' ? '2026-11-27T12:01:00.000Z' : null,
  createdAt: '2026-11-27T12:00:00.000Z',
})
const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => typeof n.type === 'string' && n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join('')

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('forms on React Native', () => {
  afterEach(expectNoLooseText)

  test('the fields, a priced choice in the total, the client check, then the cashier with the F number', async () => {
    openWith({ id: '7' })
    answer('/api/customer/api/form/7', ok(form))
    answer('/api/customer/api/form/submit', ok(submission('unpaid')))
    render(<FormPage />)
    await waitFor(() => expect(queryTid('lf-title')).not.toBeNull())
    expect(textOf('lf-total')).toBe('To pay: ¥9.90')
    tapTid('lf-option-box-gift')
    await waitFor(() => expect(textOf('lf-total')).toBe('To pay: ¥17.90'))
    tapTid('lf-submit')
    await waitFor(() => expect(queryTid('lf-error-name')).not.toBeNull())
    expect(textOf('lf-error-name')).toBe('Please answer this')
    expect(sent('POST', '/api/customer/api/form/submit')).toHaveLength(0)
    fireEvent.changeText(hostOf(byTid('lf-input-name')), 'Ann')
    tapTid('lf-submit')
    await waitFor(() => expect(navigations).toEqual([`redirectTo /pages/systemPay/order/details/index?payNo=${NO}`]))
    expect(bodyOf(sent('POST', '/api/customer/api/form/submit')[0])).toEqual({ formId: 7, version: 2, answers: { name: 'Ann', box: 'gift' } })
  })

  test('the success page: "paid" as the server reports it', async () => {
    openWith({ id: NO })
    answer(`/api/customer/api/form/submission/${NO}`, ok(submission('paid')))
    render(<SuccessPage />)
    await waitFor(() => expect(queryTid('lf-state')).not.toBeNull())
    expect(textOf('lf-state')).toBe('Paid')
    expect(screen.getByText('¥17.90')).toBeTruthy()
  })
})
