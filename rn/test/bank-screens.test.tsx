/**
 * Bank cards, real name and the desk's review queue on React Native: the page entries of the shared src
 * resolved like the RN build (Taro RN's components and APIs) with a fake API (test/taro.ts `answer`). The
 * list shows the numbers masked and deletes after a confirm; the form sends the digits and shows the bank's
 * refusal under its field; the real-name page shows a rejection's reason and opens the form again; staff
 * approve in the queue after a confirm. No text outside a Text anywhere.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { answer, navigations, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import BankCardsPage from '@/pages/user/bankCard/index'
import BindingPage from '@/pages/user/bankCard/binding'
import RealNamePage from '@/pages/public/realName/index'
import ReviewsPage from '@/pages/platform/reviews'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const ID = '110101199003071233'
const card = (id: number, extra = {}) => ({
  id,
  bankCode: 'ICBC',
  bankName: 'Industrial and Commercial Bank of China',
  holder: 'Wang Xiaoming',
  idNumber: '1101**********1233',
  masked: `**** **** **** ${1000 + id}`,
  last4: String(1000 + id),
  phone: '138****8000',
  cardType: 'debit',
  createTime: '2026-11-27T10:00:00.000Z',
  ...extra,
})
const authen = (extra = {}) => ({
  id: 1,
  realName: 'Wang Xiaoming',
  idNumber: '1101**********1233',
  status: 'approved',
  reason: null,
  createTime: '2026-11-27T10:00:00.000Z',
  reviewTime: '2026-11-27T11:00:00.000Z',
  ...extra,
})
const fail = (code: number, msg: string, field?: string) => ({ code, msg, ok: false, ...(field ? { field } : {}) })
/** Taro RN's showModal is a native alert: the user's "OK" is played here */
const modals: string[] = []
const inputs = () => screen.UNSAFE_root.findAll((n) => n.type === 'TextInput')

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  modals.length = 0
  ;(Taro as unknown as Record<string, unknown>).showModal = async (o: { content: string }) => (modals.push(o.content), { confirm: true, cancel: false })
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('bank cards, real name and the review queue on React Native', () => {
  afterEach(expectNoLooseText)

  test('the list: masked numbers, type and holder; delete after a confirm reaches its endpoint', async () => {
    let cards = [card(1), card(2, { cardType: 'credit', bankName: 'China Merchants Bank' })]
    answer('/api/customer/api/bank', () => ok(cards))
    answer('/api/customer/api/bank/2', () => ((cards = [card(1)]), ok({ count: 1 })), 200)
    render(<BankCardsPage />)
    await waitFor(() => expect(within(byTid('bank-card-number-1')).getByText('**** **** **** 1001')).toBeTruthy())
    expect(screen.getByText('Credit card')).toBeTruthy()
    tapTid('bank-card-delete-2')
    await waitFor(() => expect(sent('DELETE', '/api/customer/api/bank/2')).toHaveLength(1))
    expect(modals).toEqual(['Delete the card ending in 1002?'])
    await waitFor(() => expect(queryTid('bank-card-2')).toBeNull())
    expect(toasts).toContain('Card deleted')
  })

  test("the form sends the digits; the bank's refusal stays under the phone", async () => {
    answer('/api/customer/api/authenLog', ok(authen()))
    answer('/api/system/api/basics/bankTypeList', ok([{ code: 'ICBC', name: 'Industrial and Commercial Bank of China' }]))
    answer('/api/customer/api/bank/bindBank', fail(1766, 'The bank refused the card: the phone is not the one the bank has for this card', 'phone'), 400)
    render(<BindingPage />)
    await waitFor(() => expect(inputs()).toHaveLength(4))
    await waitFor(() => expect(inputs()[0].props.value).toBe('Wang Xiaoming'))
    fireEvent.changeText(inputs()[1], ID)
    tapTid('bank-choose')
    tapTid('bank-option-ICBC')
    fireEvent.changeText(inputs()[2], '6228 4800 1234 5678 903')
    fireEvent.changeText(inputs()[3], '13800138000')
    tapTid('bank-type-credit')
    tapTid('bank-submit')
    await waitFor(() => expect(sent('POST', '/api/customer/api/bank/bindBank')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/customer/api/bank/bindBank')[0])).toEqual({
      holder: 'Wang Xiaoming',
      idNumber: ID,
      bankCode: 'ICBC',
      cardNumber: '6228480012345678903',
      phone: '13800138000',
      cardType: 'credit',
    })
    await waitFor(() => expect(within(byTid('bank-error-phone')).getByText(/phone is not the one/)).toBeTruthy())
    expect(navigations).toEqual([])
  })

  test('real name: a rejection shows its reason; "submit again" opens the form', async () => {
    answer('/api/customer/api/authenLog', ok(authen({ status: 'rejected', reason: 'The back picture is blurred' })))
    render(<RealNamePage />)
    await waitFor(() => expect(within(byTid('rn-reason')).getByText('Reason: The back picture is blurred')).toBeTruthy())
    expect(queryTid('rn-form')).toBeNull()
    tapTid('rn-resubmit')
    await waitFor(() => expect(queryTid('rn-form')).not.toBeNull())
    expect(hostOf(byTid('rn-frontImage'))).toBeTruthy()
  })

  test('the review queue: a detail with its fields; approve after a confirm reaches its endpoint', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'Staff', merchant: false, roles: ['shopper', 'staff'] } as never)
    let state = 'pending'
    const item = () => ({
      id: 5,
      kind: 'realName',
      ref: '105',
      userId: 7,
      applicant: 'Shopper 7',
      summary: { realName: 'Wang Xiaoming', idNumber: ID, images: [] },
      state,
      reason: null,
      createTime: '2026-11-27T10:00:00.000Z',
      decideTime: null,
    })
    answer('/api/platform/api/approval/list', () => ({
      code: 200,
      msg: 'ok',
      ok: true,
      rows: state === 'pending' ? [item()] : [],
      total: state === 'pending' ? 1 : 0,
    }))
    answer('/api/platform/api/approval/5/decide', () => ((state = 'approved'), ok(item())))
    render(<ReviewsPage />)
    await waitFor(() => expect(queryTid('review-5')).not.toBeNull())
    tapTid('review-open-5')
    await waitFor(() => expect(within(byTid('review-5-idNumber')).getByText(ID)).toBeTruthy())
    tapTid('review-approve-5')
    await waitFor(() => expect(sent('POST', '/api/platform/api/approval/5/decide')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/platform/api/approval/5/decide')[0])).toEqual({ approve: true })
    expect(modals).toEqual(['Approve this request by Shopper 7?'])
    await waitFor(() => expect(queryTid('review-5')).toBeNull())
  })
})
