// Refund screens on the fake API (types/refund.ts): the apply form (selection -> the server's quote as the
// default and highest amount, a lower amount typed, the body sent), its refusals under the fields they name,
// the request's details with exactly the server's buttons, withdraw, and the return shipment.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi } from '~types/order'
import { RefundApi, RefundCodes, type RefundDetail, type RefundPreview } from '~types/refund'
import { UploadApi } from '~types/upload'
import { RefundApplyScreen } from '@/features/refund/apply-screen'
import { RefundDetailScreen } from '@/features/refund/detail-screen'
import { RefundExpressScreen } from '@/features/refund/express-screen'
import { RefundListScreen } from '@/features/refund/list-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const line = (itemId: number, extra: Partial<RefundPreview['lines'][number]> = {}): RefundPreview['lines'][number] => ({
  itemId,
  skuId: itemId + 100,
  title: `Tea ${itemId}`,
  image: '/t.png',
  specText: '',
  price: 1000,
  count: 2,
  refundable: 2,
  paid: 1800,
  refundState: null,
  ...extra,
})
const preview = (extra: Partial<RefundPreview> = {}): RefundPreview => ({
  orderId: 7,
  orderNo: 'O7',
  shopName: 'Tea House',
  orderState: 'to_receive',
  currency: 'CNY',
  payChannel: 'SYS',
  lines: [line(71), line(72, { count: 1, refundable: 1, paid: 900 }), line(73, { refundable: 0, refundState: 'requesting' })],
  shipping: 0,
  types: ['refund', 'return'],
  reasons: [
    { value: 'damaged', label: 'Arrived damaged' },
    { value: 'wrong', label: 'Wrong item' },
  ],
  ...extra,
})
const detail = (extra: Partial<RefundDetail> = {}): RefundDetail => ({
  id: 31,
  refundNo: 'R31',
  orderId: 7,
  orderNo: 'O7',
  shopId: 3,
  shopName: 'Tea House',
  type: 'return',
  state: 'requesting',
  amount: 1500,
  currency: 'CNY',
  image: '/t.png',
  title: 'Tea 71',
  count: 1,
  createTime: '2026-11-23T09:00:00.000Z',
  lines: [{ itemId: 71, title: 'Tea 71', image: '/t.png', specText: '', count: 1, amount: 1500 }],
  shipping: 0,
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  description: 'The box was crushed',
  proofs: ['/api/system/api/upload/0b1e6c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'],
  payChannel: 'SYS',
  rejectReason: null,
  returnAddress: null,
  carrier: null,
  trackingNo: null,
  deadline: null,
  history: [{ state: 'requesting', event: 'apply', actor: 'buyer', note: null, time: '2026-11-23T09:00:00.000Z' }],
  actions: ['withdraw'],
  ...extra,
})
/** The quote of a selection: 900 a unit (what was paid), as the server would apportion it. */
const quoteOf = (lines: Array<{ itemId: number; count: number }>) => {
  const goods = lines.reduce((s, l) => s + 900 * l.count, 0)
  return { goods, shipping: 0, max: goods, whole: false }
}

let api: FakeApi
let page: FakePage
let current: RefundDetail

beforeEach(() => {
  page = fakePage({ orderId: '7' }, 'pages/order/refund/apply')
  current = detail()
  let uploads = 0
  api = fakeApi()
    .on(RefundApi.preview, ({ query }) => (Number(query.orderId) === 7 ? preview() : refuse(404, 404, 'Order not found')))
    .on(RefundApi.quote, ({ body }) => quoteOf(body.lines))
    .on(RefundApi.apply, ({ body }) => detail({ id: 31, amount: body.amount ?? 0 }))
    .on(RefundApi.detail, ({ params }) => (Number(params.id) === 31 ? current : refuse(404, 404, 'Refund not found')))
    .on(RefundApi.withdraw, () => ((current = { ...current, state: 'closed', actions: [] }), { id: 31, state: 'closed' as const }))
    .on(RefundApi.ship, () => ({ id: 31, state: 'returning' as const }))
    .on(OrderApi.carriers, () => [
      { value: 'SF', label: 'SF Express' },
      { value: 'YTO', label: 'YTO' },
    ])
    .on(UploadApi.upload, () => ({ id: uuid(++uploads), url: `/x/${uploads}`, mime: 'image/jpeg', size: 10, scope: 'private' as const }))
    // a private proof is downloaded with the session (a picture tag cannot send it)
    .on(UploadApi.privateFile, ({ params }) => `blob:${params.id}`)
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))
const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
// Taro's input components take an `input` event on their own element; their `value` is the shown text
const input = (id: string) => screen.getByTestId(id)
const valueOf = (id: string) => (input(id) as HTMLInputElement).value ?? input(id).getAttribute('value')

describe('apply (order/refund/apply)', () => {
  test('selection -> the server quote is the default amount; a lower amount, the type, the reason and a proof are what apply sends', async () => {
    render(<RefundApplyScreen />)
    await screen.findByTestId('rf-line-71')
    // a line with an open request cannot be chosen
    expect(screen.queryByTestId('rf-plus-73')).toBeNull()
    expect(screen.getByTestId('rf-line-73').textContent).toContain('Waiting for the shop')
    await tap('rf-check-71')
    await waitFor(() => expect(valueOf('rf-amount')).toBe('18.00'))
    expect(api.calls(RefundApi.quote).at(-1)!.body).toEqual({ orderId: 7, lines: [{ itemId: 71, count: 2 }] })
    await tap('rf-minus-71')
    await waitFor(() => expect(valueOf('rf-amount')).toBe('9.00'))
    expect(screen.getByTestId('rf-max').textContent).toBe('At most ¥9.00')
    await tap('rf-type-return')
    await tap('rf-reason-damaged')
    typeInto(input('rf-description'), 'The box was crushed')
    await tap('rf-add-proof')
    await waitFor(() => expect(screen.getAllByTestId('rf-proof')).toHaveLength(1))
    expect(api.calls(UploadApi.upload)[0].body).toEqual({ scope: 'private', filePath: '/tmp/a.jpg' })
    typeInto(input('rf-amount'), '7.5')
    await tap('rf-submit')
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/order/refund/details?id=31']))
    const [sent] = api.calls(RefundApi.apply)
    expect(sent.body).toEqual({
      orderId: 7,
      type: 'return',
      lines: [{ itemId: 71, count: 1 }],
      reason: 'damaged',
      description: 'The box was crushed',
      proofIds: [uuid(1)],
      amount: 750,
    })
    expect(sent.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  })

  test('the page names an item: it is chosen; whole order takes every refundable line, a new selection resets the amount to its quote', async () => {
    page.params = { orderId: '7', itemId: '72' }
    render(<RefundApplyScreen />)
    await waitFor(() => expect(valueOf('rf-amount')).toBe('9.00'))
    expect(screen.getByTestId('rf-count-72').textContent).toBe('1')
    typeInto(input('rf-amount'), '5')
    await tap('rf-whole')
    await waitFor(() => expect(valueOf('rf-amount')).toBe('27.00'))
    expect(api.calls(RefundApi.quote).at(-1)!.body).toEqual({
      orderId: 7,
      lines: [
        { itemId: 71, count: 2 },
        { itemId: 72, count: 1 },
      ],
    })
  })

  test('an amount above the quote is refused with a message and nothing is sent; nothing chosen or no reason: named too', async () => {
    render(<RefundApplyScreen />)
    await screen.findByTestId('rf-line-71')
    await tap('rf-submit')
    expect(screen.getByTestId('rf-error-lines').textContent).toBe('Choose at least one item')
    expect(screen.getByTestId('rf-error-reason').textContent).toBe('Choose a reason')
    await tap('rf-check-72')
    await waitFor(() => expect(valueOf('rf-amount')).toBe('9.00'))
    await tap('rf-reason-wrong')
    typeInto(input('rf-amount'), '9.01')
    expect(screen.getByTestId('rf-error-amount').textContent).toBe('The refund amount can be at most ¥9.00')
    await tap('rf-submit')
    expect(page.toasts.at(-1)).toBe('The refund amount can be at most ¥9.00')
    expect(api.calls(RefundApi.apply)).toHaveLength(0)
  })

  test("the server's refusal shows its message under the field it names and the page stays", async () => {
    api.on(RefundApi.apply, () => refuse(400, RefundCodes.AMOUNT, 'The amount is above what was paid for these items'))
    render(<RefundApplyScreen />)
    await screen.findByTestId('rf-line-71')
    await tap('rf-check-72')
    await waitFor(() => expect(valueOf('rf-amount')).toBe('9.00'))
    await tap('rf-reason-wrong')
    await tap('rf-submit')
    await waitFor(() => expect(screen.getByTestId('rf-error-amount').textContent).toBe('The amount is above what was paid for these items'))
    expect(page.toasts).toContain('The amount is above what was paid for these items')
    expect(page.navigations).toEqual([])
    // untouched amount = the quote's max: sent as it is
    expect(api.calls(RefundApi.apply)[0].body.amount).toBe(900)
  })

  test('the description counts to 100 and a picture that is not jpg/png is not uploaded', async () => {
    page.chosen = ['/tmp/a.gif']
    render(<RefundApplyScreen />)
    await screen.findByTestId('rf-counter')
    expect(screen.getByTestId('rf-counter').textContent).toBe('0/100')
    typeInto(input('rf-description'), 'Broken')
    expect(screen.getByTestId('rf-counter').textContent).toBe('6/100')
    typeInto(input('rf-description'), 'x'.repeat(130))
    expect(screen.getByTestId('rf-counter').textContent).toBe('100/100')
    await tap('rf-add-proof')
    await waitFor(() => expect(screen.getByTestId('rf-error-proofs').textContent).toBe('Only jpg, jpeg or png pictures'))
    expect(api.calls(UploadApi.upload)).toHaveLength(0)
  })

  test('only the types the server offers', async () => {
    api.on(RefundApi.preview, () => preview({ types: ['refund'] }))
    render(<RefundApplyScreen />)
    await screen.findByTestId('rf-type-refund')
    expect(screen.queryByTestId('rf-type-return')).toBeNull()
  })
})

describe('details (order/refund/details)', () => {
  const ALL = ['withdraw', 'ship', 'reapply', 'dispute', 'agree', 'reject', 'receive', 'paidBack', 'force', 'close'] as const
  const shown = () => ALL.filter((a) => screen.queryByTestId(`rf-${a}`))
  beforeEach(() => void (page.params = { id: '31' }))

  test('state, explanation, amount, lines, reason, description, proof preview, and exactly the buttons in actions', async () => {
    current = detail({
      state: 'to_return',
      returnAddress: 'No. 1 Road, Beijing',
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
      actions: ['ship', 'withdraw'],
    })
    render(<RefundDetailScreen />)
    await waitFor(() => expect(screen.getByTestId('rf-state').textContent).toBe('Return the goods'))
    const text = screen.getByTestId('refund-detail').textContent!
    for (const s of ['The shop agreed', 'Arrived damaged', 'The box was crushed', 'Tea 71', 'R31']) expect(text).toContain(s)
    expect(screen.getByTestId('rf-amount').textContent).toBe('¥15.00')
    expect(screen.getByTestId('rf-return-address').textContent).toBe('No. 1 Road, Beijing')
    expect(screen.getByTestId('rf-deadline').textContent).toMatch(/Time left: (00:59:5\d|01:00:00)/)
    expect(shown()).toEqual(['withdraw', 'ship'])
    await waitFor(() => screen.getByTestId('rf-proof-0'))
    expect(api.calls(UploadApi.privateFile).map((c) => c.params.id)).toEqual(['0b1e6c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'])
    await tap('rf-proof-0')
    expect(page.navigations.at(-1)).toBe(`navigateTo /pages/preview/index?urls=${encodeURIComponent('blob:0b1e6c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')}&current=0`)
    await tap('rf-ship')
    expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/refund/expressInfo?id=31')
  })

  test('rejected: the reason given, apply again opens the form for the same order, dispute sends a reason', async () => {
    current = detail({ state: 'rejected', rejectReason: 'Used goods', actions: ['reapply', 'dispute'] })
    api.on(RefundApi.dispute, () => ((current = { ...current, state: 'disputed', actions: [] }), { id: 31, state: 'disputed' as const }))
    render(<RefundDetailScreen />)
    await waitFor(() => expect(screen.getByTestId('rf-reject-reason').textContent).toBe('Used goods'))
    expect(shown()).toEqual(['reapply', 'dispute'])
    await tap('rf-reapply')
    expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/refund/apply?orderId=7&itemId=71')
    await tap('rf-dispute')
    await tap('rf-ask-send')
    expect(page.toasts.at(-1)).toBe('Enter a reason')
    typeInto(input('rf-ask-input'), 'The goods were new')
    await tap('rf-ask-send')
    await waitFor(() => expect(screen.getByTestId('rf-state').textContent).toBe('Platform reviewing'))
    expect(api.calls(RefundApi.dispute)[0].body).toEqual({ reason: 'The goods were new' })
    expect(shown()).toEqual([])
  })

  test('withdraw asks first; declined sends nothing, confirmed closes the request', async () => {
    render(<RefundDetailScreen />)
    await screen.findByTestId('rf-withdraw')
    page.modalAnswer = false
    await tap('rf-withdraw')
    expect(page.modals).toEqual(['Withdraw this refund request?'])
    expect(api.calls(RefundApi.withdraw)).toHaveLength(0)
    page.modalAnswer = true
    await tap('rf-withdraw')
    await waitFor(() => expect(screen.getByTestId('rf-state').textContent).toBe('Closed'))
    expect(api.calls(RefundApi.withdraw)).toHaveLength(1)
    expect(shown()).toEqual([])
  })
})

test('expressInfo: a carrier and a valid tracking number are sent, then back', async () => {
  page.params = { id: '31' }
  render(<RefundExpressScreen />)
  await screen.findByTestId('rf-carrier-SF')
  await tap('rf-ship-submit')
  expect(page.toasts.at(-1)).toBe('Choose a carrier')
  await tap('rf-carrier-SF')
  typeInto(input('rf-tracking-input'), 'SF 12')
  await tap('rf-ship-submit')
  expect(screen.getByTestId('rf-error-tracking').textContent).toBe('Tracking number: 6 to 32 letters, digits or -')
  expect(api.calls(RefundApi.ship)).toHaveLength(0)
  typeInto(input('rf-tracking-input'), 'SF1234567890')
  await tap('rf-ship-submit')
  await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
  expect(api.calls(RefundApi.ship)[0]).toMatchObject({ params: { id: '31' }, body: { carrier: 'SF', trackingNo: 'SF1234567890' } })
})

test('my requests: tabs send the state, rows show picture, title, count, amount, state; empty state', async () => {
  api.on(RefundApi.list, ({ query }) => ({
    rows:
      query.state === 'closed'
        ? []
        : [{ ...detail(), id: 31, count: 2 }].map(
            ({ id, refundNo, orderId, orderNo, shopId, shopName, type, state, amount, currency, image, title, count, createTime }) => ({
              id,
              refundNo,
              orderId,
              orderNo,
              shopId,
              shopName,
              type,
              state,
              amount,
              currency,
              image,
              title,
              count,
              createTime,
            }),
          ),
    total: query.state === 'closed' ? 0 : 1,
  }))
  render(<RefundListScreen />)
  await screen.findByTestId('refund-31')
  expect(screen.getByTestId('refund-31').textContent).toContain('Qty 2')
  expect(screen.getByTestId('refund-amount-31').textContent).toBe('¥15.00')
  expect(screen.getByTestId('refund-state-31').textContent).toBe('Waiting for the shop')
  await tap('rf-tab-open')
  await waitFor(() => expect(api.calls(RefundApi.list).at(-1)!.query.state).toBe('open'))
  await tap('rf-tab-closed')
  await waitFor(() => expect(screen.getByTestId('refund-list').textContent).toContain('No refund requests yet'))
  await tap('rf-tab-all')
  await screen.findByTestId('refund-31')
  await tap('refund-31')
  expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/refund/details?id=31')
})
