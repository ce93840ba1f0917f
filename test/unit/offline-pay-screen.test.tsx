// Offline payment (`offlinePay?paymentId=&payNo=`): the platform's bank details as the server sends them,
// proof pictures uploaded privately, the proof submitted once with its Idempotency-Key, and the server's
// refusals shown without leaving the page.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Payment } from '~types/payment'
import { PaymentApi, PaymentCodes } from '~types/payment'
import { UploadApi } from '~types/upload'
import { OfflinePayScreen } from '@/features/order/offline-pay-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const payment = (extra: Partial<Payment> = {}): Payment => ({
  id: 41,
  payNo: 'P778899',
  channel: 'OFFLINE',
  status: 'created',
  amount: 12345,
  currency: 'CNY',
  bank: {
    bankName: 'Harbour Bank',
    accountName: 'Demo Mall Ltd',
    accountNo: '6222 0000 1111 2222',
    branch: 'Central',
    note: 'Write your payment number in the transfer note',
  },
  createdAt: '2026-11-23T00:00:00Z',
  paidAt: null,
  ...extra,
})

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let uploads = 0

beforeEach(() => {
  page = fakePage({ paymentId: '41', payNo: 'P778899' }, 'pages/offlinePay/index')
  uploads = 0
  api = fakeApi()
    .on(PaymentApi.get, ({ params }) => (Number(params.id) === 41 ? payment() : refuse(404, 404, 'Payment not found')))
    .on(UploadApi.upload, () => ({
      id: uuid(++uploads),
      url: `/api/system/api/upload/${uuid(uploads)}`,
      mime: 'image/jpeg',
      size: 2048,
      scope: 'private' as const,
    }))
    .on(PaymentApi.proof, ({ body }) => payment({ status: 'awaiting', proofIds: body.images }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

test("the amount and the bank details are the server's", async () => {
  render(<OfflinePayScreen />)
  await waitFor(() => expect(screen.getByTestId('op-amount').textContent).toBe('¥123.45'))
  expect(screen.getByTestId('op-account').textContent).toBe('6222 0000 1111 2222')
  const text = screen.getByTestId('offline-pay').textContent
  for (const s of ['Harbour Bank', 'Demo Mall Ltd', 'Central', 'Write your payment number in the transfer note']) expect(text).toContain(s)
})

test('no proof yet: submitting asks for one and sends nothing', async () => {
  render(<OfflinePayScreen />)
  await screen.findByTestId('op-submit')
  await tap('op-submit')
  expect(page.toasts).toEqual(['Upload proof of payment'])
  expect(api.calls(PaymentApi.proof)).toHaveLength(0)
})

test('proof pictures are uploaded privately, then submitted with their ids and land on "waiting for confirmation"', async () => {
  page.chosen = ['/tmp/a.jpg', '/tmp/b.jpg']
  render(<OfflinePayScreen />)
  await screen.findByTestId('op-add')
  await tap('op-add')
  await waitFor(() => expect(document.querySelectorAll('.op-img:not(.op-img--add)')).toHaveLength(2))
  expect(api.calls(UploadApi.upload).map((c) => c.body)).toEqual([
    { scope: 'private', filePath: '/tmp/a.jpg' },
    { scope: 'private', filePath: '/tmp/b.jpg' },
  ])
  typeInto(document.querySelector('.co-remark__input')!, 'Sent from Harbour Bank')
  await tap('op-submit')
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/order/success?payNo=P778899&awaiting=1']))
  const [sent] = api.calls(PaymentApi.proof)
  expect(sent.body).toEqual({ paymentId: 41, images: [uuid(1), uuid(2)], remark: 'Sent from Harbour Bank' })
  expect(sent.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
})

test('a cancelled picker uploads nothing', async () => {
  page.chosen = null
  render(<OfflinePayScreen />)
  await screen.findByTestId('op-add')
  await tap('op-add')
  expect(api.calls(UploadApi.upload)).toHaveLength(0)
})

test("refusals: a refused upload and a refused proof show the server's message and stay on the page; a retry sends the same key", async () => {
  api.on(UploadApi.upload, () => refuse(413, 413, 'File too large'))
  render(<OfflinePayScreen />)
  await screen.findByTestId('op-add')
  await tap('op-add')
  await waitFor(() => expect(page.toasts).toEqual(['File too large']))
  expect(document.querySelectorAll('.op-img:not(.op-img--add)')).toHaveLength(0)

  api.on(UploadApi.upload, () => ({ id: uuid(9), url: '/x', mime: 'image/jpeg', size: 1, scope: 'private' as const }))
  api.on(PaymentApi.proof, () => refuse(409, PaymentCodes.PAYMENT_STATE, 'This payment can no longer take a proof'))
  await tap('op-add')
  await waitFor(() => expect(document.querySelectorAll('.op-img:not(.op-img--add)')).toHaveLength(1))
  await tap('op-submit')
  await waitFor(() => expect(page.toasts).toContain('This payment can no longer take a proof'))
  expect(page.navigations).toEqual([])
  await tap('op-submit')
  await waitFor(() => expect(api.calls(PaymentApi.proof)).toHaveLength(2))
  const [a, b] = api.calls(PaymentApi.proof)
  expect(b.header['Idempotency-Key']).toBe(a.header['Idempotency-Key'])
})

test('a double tap on submit sends the proof once', async () => {
  let release!: () => void
  api.on(PaymentApi.proof, ({ body }) => new Promise((r) => (release = () => r(payment({ status: 'awaiting', proofIds: body.images })))))
  render(<OfflinePayScreen />)
  await screen.findByTestId('op-add')
  await tap('op-add')
  await waitFor(() => expect(document.querySelectorAll('.op-img:not(.op-img--add)')).toHaveLength(1))
  await tap('op-submit')
  await tap('op-submit')
  await waitFor(() => expect(api.calls(PaymentApi.proof)).toHaveLength(1))
  await act(async () => release())
  await waitFor(() => expect(page.navigations).toHaveLength(1))
  expect(api.calls(PaymentApi.proof)).toHaveLength(1)
})

test("an unknown payment is the server's 404 on the screen, with no submit button", async () => {
  page.params = { paymentId: '999', payNo: 'P778899' }
  render(<OfflinePayScreen />)
  await waitFor(() => expect(screen.getByTestId('offline-pay').textContent).toContain('Payment not found'))
  expect(screen.queryByTestId('op-submit')).toBeNull()
})

test('a proof the platform rejected: its reason is shown and a new proof may be sent', async () => {
  api.on(PaymentApi.get, () => payment({ status: 'rejected', proofIds: [uuid(5)], reason: 'The slip shows another amount' }))
  render(<OfflinePayScreen />)
  await waitFor(() => expect(screen.getByTestId('op-state').textContent).toBe('Proof rejected: The slip shows another amount'))
  expect(screen.getByTestId('op-add')).toBeTruthy()
  expect(screen.getByTestId('op-submit')).toBeTruthy()
})

test('a proof already sent (or a payment already settled) takes no other: the state is shown, no upload, no submit', async () => {
  api.on(PaymentApi.get, () => payment({ status: 'awaiting', proofIds: [uuid(5)] }))
  const { unmount } = render(<OfflinePayScreen />)
  await waitFor(() => expect(screen.getByTestId('op-state').textContent).toBe('Your order is waiting for confirmation and will be processed once confirmed'))
  expect(screen.getByTestId('op-account')).toBeTruthy()
  expect(screen.queryByTestId('op-add')).toBeNull()
  expect(screen.queryByTestId('op-submit')).toBeNull()
  unmount()
  api.on(PaymentApi.get, () => payment({ status: 'paid', paidAt: '2026-11-23T01:00:00Z' }))
  page = fakePage({ paymentId: '41', payNo: 'P778899' }, 'pages/offlinePay/index')
  render(<OfflinePayScreen />)
  await waitFor(() => expect(screen.getByTestId('op-state').textContent).toBe('Paid'))
  expect(screen.queryByTestId('op-submit')).toBeNull()
})
