// Bank cards (`user/bankCard/index` and `/binding`): the list masked with delete after a confirm, the empty
// state and the add button; the form's comfort rules by field before any request, the holder filled with
// the approved real name, the server's refusals shown under the field they name, and the real-name gate; the
// real-name page's states and form; the desk's review queue (tabs, state filter, detail, approve, reject, 409).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AccountApi, type AuthenLog } from '~types/account'
import { BankApi, BankCodes, RealNameCodes, type BankCard } from '~types/bank'
import { UploadApi } from '~types/upload'
import { ApprovalApi, ApprovalCodes, type ApprovalItem } from '~types/approval'
import { ReviewsScreen } from '@/features/approval/reviews-screen'
import { summaryRows } from '@/features/approval/api'
import { useSessionStore } from '@/core/stores'
import { BankCardFormScreen } from '@/features/bank/bank-card-form-screen'
import { BankCardListScreen } from '@/features/bank/bank-card-list-screen'
import { cardProblems, fieldOf, realNameProblems } from '@/features/bank/api'
import { RealNameScreen } from '@/features/bank/real-name-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const card = (id: number, extra: Partial<BankCard> = {}): BankCard => ({
  id,
  bankCode: 'ICBC',
  bankName: 'Industrial and Commercial Bank of China',
  holder: 'Wang Xiaoming',
  idNumber: '1101**********1233',
  masked: `**** **** **** ${String(1000 + id)}`,
  last4: String(1000 + id),
  phone: '138****8000',
  cardType: 'debit',
  createTime: '2026-11-27T10:00:00.000Z',
  ...extra,
})
const approved: AuthenLog = {
  id: 1,
  realName: 'Wang Xiaoming',
  idNumber: '1101**********1233',
  status: 'approved',
  reason: null,
  createTime: '2026-11-27T10:00:00.000Z',
  reviewTime: '2026-11-27T11:00:00.000Z',
}
/** a checksum-valid ID number and a Luhn-valid card number */
const ID = '110101199003071233'
const CARD = '6228480012345678903'

let api: FakeApi
let page: FakePage
let cards: BankCard[] = []
let authen: AuthenLog = approved
let uploads = 0
const uuid = (n: number) => `0b1e6c1e-1c2d-4e5f-8a9b-${String(n).padStart(12, '0')}`

beforeEach(() => {
  page = fakePage({}, 'pages/user/bankCard/index')
  cards = []
  authen = approved
  api = fakeApi()
    .on(BankApi.list, () => cards)
    .on(BankApi.remove, () => ({ count: 1 }))
    .on(BankApi.types, () => [
      { code: 'ICBC', name: 'Industrial and Commercial Bank of China' },
      { code: 'CMB', name: 'China Merchants Bank' },
    ])
    .on(BankApi.bind, ({ body }) => card(9, { bankCode: body.bankCode, cardType: body.cardType }))
    .on(AccountApi.authenLog, () => authen)
    .on(AccountApi.requestAuthen, () => null)
    .on(UploadApi.upload, () => ({ id: uuid(++uploads), url: `/x/${uploads}`, mime: 'image/png', size: 10, scope: 'private' as const }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const sent = () => api.keys().filter((k) => !k.startsWith('GET '))
const fields = (root: HTMLElement) => root.querySelectorAll('.acc-field taro-input-core')
const typeField = (root: HTMLElement, i: number, value: string) => {
  act(() => {
    fields(root)[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByText('Bind card'))
  })
}

describe('bank card list (user/bankCard/index)', () => {
  test('empty state with the add button', async () => {
    render(<BankCardListScreen />)
    expect(await screen.findByText('No bank cards yet')).toBeTruthy()
    fireEvent.click(screen.getByText('Add a bank card'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/bankCard/binding']))
  })

  test('cards masked with bank, type and holder; delete after a confirm, then the list again', async () => {
    cards = [card(1), card(2, { cardType: 'credit', bankName: 'China Merchants Bank' })]
    render(<BankCardListScreen />)
    expect((await screen.findByTestId('bank-card-number-1')).textContent).toBe('**** **** **** 1001')
    expect(screen.getByText('Credit card')).toBeTruthy()
    expect(screen.getByText('China Merchants Bank')).toBeTruthy()
    expect(screen.getAllByText('Holder: Wang Xiaoming')).toHaveLength(2)
    const lists = api.calls(BankApi.list).length
    await act(async () => {
      fireEvent.click(screen.getByTestId('bank-card-delete-2'))
    })
    expect(page.modals).toEqual(['Delete the card ending in 1002?'])
    expect(sent()).toEqual(['DELETE /customer/api/bank/2'])
    expect(page.toasts).toEqual(['Card deleted'])
    await waitFor(() => expect(api.calls(BankApi.list).length).toBeGreaterThan(lists))
  })

  test('a cancelled confirm deletes nothing', async () => {
    cards = [card(1)]
    page.modalAnswer = false
    render(<BankCardListScreen />)
    const del = await screen.findByTestId('bank-card-delete-1')
    await act(async () => {
      fireEvent.click(del)
    })
    expect(page.modals).toHaveLength(1)
    expect(sent()).toEqual([])
  })

  test('at the limit the add button is off and says why', async () => {
    cards = Array.from({ length: 10 }, (_, i) => card(i + 1))
    render(<BankCardListScreen />)
    expect(await screen.findByText('You can bind at most 10 cards')).toBeTruthy()
  })
})

describe('bank card form (user/bankCard/binding)', () => {
  test('comfort rules: each problem by field (ID checksum, card digits and Luhn, phone rule, holder = real name)', () => {
    const ok = {
      holder: 'Wang',
      idNumber: ID,
      bankCode: 'ICBC',
      cardNumber: '6228 4800 1234 5678 903',
      phone: '13800138000',
      countryArea: '86',
      realName: 'Wang',
    }
    expect(cardProblems(ok)).toEqual({})
    expect(cardProblems({ ...ok, idNumber: ID.toLowerCase() })).toEqual({})
    expect(Object.keys(cardProblems({ ...ok, holder: ' ', idNumber: '110101199003071234', bankCode: '', cardNumber: '123', phone: '123' }))).toEqual([
      'holder',
      'idNumber',
      'bankCode',
      'cardNumber',
      'phone',
    ])
    expect(cardProblems({ ...ok, holder: 'Li' }).holder).toEqual({ key: 'bank:form.holderNotRealName', params: { name: 'Wang' } })
    expect(cardProblems({ ...ok, cardNumber: '6228480012345678904' }).cardNumber?.key).toBe('bank:form.cardNumberLuhn')
    expect(fieldOf(BankCodes.HOLDER_MISMATCH)).toBe('holder')
    expect(fieldOf(BankCodes.CARD_REFUSED, 'phone')).toBe('phone')
    expect(fieldOf(BankCodes.REAL_NAME_REQUIRED)).toBeNull()
  })

  test('an empty form shows its problems under the fields and sends nothing', async () => {
    authen = { ...approved }
    const { container } = render(<BankCardFormScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(4))
    // the holder is the approved real name, filled in
    await waitFor(() => expect((fields(container)[0] as HTMLInputElement).value).toBe('Wang Xiaoming'))
    await submit()
    expect(screen.getByTestId('bank-error-idNumber').textContent).toBe('The ID number is not valid')
    expect(screen.getByTestId('bank-error-bankCode').textContent).toBe('Choose a bank')
    expect(screen.getByTestId('bank-error-cardNumber').textContent).toBe('A card number has 12 to 19 digits')
    expect(screen.getByTestId('bank-error-phone').textContent).toBe('Enter your phone number')
    expect(screen.queryByTestId('bank-error-holder')).toBeNull()
    expect(page.toasts).toEqual(['The ID number is not valid'])
    expect(sent()).toEqual([])
  })

  test('binds with the digits only and the chosen bank and type, then goes back', async () => {
    const { container } = render(<BankCardFormScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(4))
    typeField(container, 1, ID.toLowerCase())
    fireEvent.click(screen.getByTestId('bank-choose'))
    fireEvent.click(await screen.findByTestId('bank-option-CMB'))
    expect(screen.getByText('China Merchants Bank')).toBeTruthy()
    typeField(container, 2, '6228 4800 1234 5678 903')
    typeField(container, 3, '13800138000')
    fireEvent.click(screen.getByTestId('bank-type-credit'))
    await submit()
    expect(api.calls(BankApi.bind)[0].body).toEqual({
      holder: 'Wang Xiaoming',
      idNumber: ID,
      bankCode: 'CMB',
      cardNumber: CARD,
      phone: '13800138000',
      cardType: 'credit',
    })
    expect(page.toasts).toEqual(['Card bound'])
    await waitFor(() => expect(page.navigations).toEqual(['navigateBack']))
  })

  test("the server's refusal stays under the field it names (the bank's four-element answer)", async () => {
    api.on(BankApi.bind, () => refuse(400, BankCodes.CARD_REFUSED, 'The bank refused the card: the phone is not the one the bank has for this card', 'phone'))
    const { container } = render(<BankCardFormScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(4))
    typeField(container, 1, ID)
    fireEvent.click(screen.getByTestId('bank-choose'))
    fireEvent.click(await screen.findByTestId('bank-option-ICBC'))
    typeField(container, 2, CARD)
    typeField(container, 3, '13800138000')
    await submit()
    expect(screen.getByTestId('bank-error-phone').textContent).toMatch(/phone is not the one/)
    expect(page.toasts).toEqual(['The bank refused the card: the phone is not the one the bank has for this card'])
    expect(page.navigations).toEqual([])
    // typing in the field clears its message
    typeField(container, 3, '13900139000')
    expect(screen.queryByTestId('bank-error-phone')).toBeNull()
  })

  test('without an approved real name: the screen says so and leads to the real-name page', async () => {
    authen = null
    render(<BankCardFormScreen />)
    expect(await screen.findByText('Binding a bank card needs a verified real name.')).toBeTruthy()
    fireEvent.click(screen.getByText('Verify real name'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/realName/index']))
    expect(screen.queryByTestId('bank-form')).toBeNull()
  })

  test('a pending real name says it is under review', async () => {
    authen = { ...approved, status: 'pending', reviewTime: null }
    render(<BankCardFormScreen />)
    expect(await screen.findByText('Your real name is under review; you can bind a card once it is approved.')).toBeTruthy()
  })
})

describe('real name (public/realName/index)', () => {
  test('comfort rules by field', () => {
    const ok = { realName: 'Wang', idNumber: ID, frontImage: 'a', backImage: 'b' }
    expect(realNameProblems(ok)).toEqual({})
    expect(Object.keys(realNameProblems({ realName: ' ', idNumber: '123' }))).toEqual(['realName', 'idNumber', 'frontImage', 'backImage'])
  })

  test('none yet: the form; problems under their fields; two private uploads; submitted, then the state is under review', async () => {
    authen = null
    const { container } = render(<RealNameScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(2))
    await act(async () => {
      fireEvent.click(screen.getByText('Submit for review'))
    })
    expect(screen.getByTestId('rn-error-realName').textContent).toBe('Enter your real name')
    expect(screen.getByTestId('rn-error-idNumber').textContent).toBe('The ID number is not valid')
    expect(screen.getByTestId('rn-error-frontImage').textContent).toBe("Add a picture of the ID card's front")
    expect(screen.getByTestId('rn-error-backImage').textContent).toBe("Add a picture of the ID card's back")
    expect(sent()).toEqual([])
    typeField(container, 0, 'Wang Xiaoming')
    typeField(container, 1, ID.toLowerCase())
    page.chosen = ['/tmp/front.png']
    await act(async () => {
      fireEvent.click(screen.getByTestId('rn-frontImage'))
    })
    page.chosen = ['/tmp/back.png']
    await act(async () => {
      fireEvent.click(screen.getByTestId('rn-backImage'))
    })
    expect(api.calls(UploadApi.upload).map((c) => c.body)).toEqual([
      { scope: 'private', filePath: '/tmp/front.png' },
      { scope: 'private', filePath: '/tmp/back.png' },
    ])
    expect(screen.queryByTestId('rn-error-frontImage')).toBeNull()
    authen = { ...approved, status: 'pending', reviewTime: null }
    await act(async () => {
      fireEvent.click(screen.getByText('Submit for review'))
    })
    expect(api.calls(AccountApi.requestAuthen)[0].body).toEqual({ realName: 'Wang Xiaoming', idNumber: ID, frontImage: uuid(1), backImage: uuid(2) })
    expect(page.toasts).toContain('Submitted: staff will review it')
    expect(await screen.findByTestId('rn-state-pending')).toBeTruthy()
    expect(screen.queryByTestId('rn-form')).toBeNull()
  })

  test('a picture of another kind is not uploaded', async () => {
    authen = null
    const { container } = render(<RealNameScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(2))
    page.chosen = ['/tmp/scan.pdf']
    await act(async () => {
      fireEvent.click(screen.getByTestId('rn-frontImage'))
    })
    expect(screen.getByTestId('rn-error-frontImage').textContent).toBe('Choose a JPEG, PNG or WebP picture')
    expect(api.calls(UploadApi.upload)).toHaveLength(0)
  })

  test("the server's refusal stays under its field (ID number verified for another account)", async () => {
    authen = null
    api.on(AccountApi.requestAuthen, () => refuse(409, RealNameCodes.ID_NUMBER_TAKEN, 'This ID number is already verified for another account', 'idNumber'))
    const { container } = render(<RealNameScreen />)
    await waitFor(() => expect(fields(container)).toHaveLength(2))
    typeField(container, 0, 'Wang Xiaoming')
    typeField(container, 1, ID)
    for (const side of ['rn-frontImage', 'rn-backImage'])
      await act(async () => {
        fireEvent.click(screen.getByTestId(side))
      })
    await act(async () => {
      fireEvent.click(screen.getByText('Submit for review'))
    })
    expect(screen.getByTestId('rn-error-idNumber').textContent).toBe('This ID number is already verified for another account')
    expect(screen.getByTestId('rn-form')).toBeTruthy()
  })

  test('approved: the verified state, no form', async () => {
    render(<RealNameScreen />)
    expect(await screen.findByTestId('rn-state-approved')).toBeTruthy()
    expect(screen.getByText('Your real name is verified.')).toBeTruthy()
    expect(screen.queryByTestId('rn-form')).toBeNull()
  })

  test('rejected: the reason and "submit again", which opens the form', async () => {
    authen = { ...approved, status: 'rejected', reason: 'The back picture is blurred' }
    render(<RealNameScreen />)
    expect((await screen.findByTestId('rn-reason')).textContent).toBe('Reason: The back picture is blurred')
    expect(screen.queryByTestId('rn-form')).toBeNull()
    fireEvent.click(screen.getByText('Submit again'))
    expect(await screen.findByTestId('rn-form')).toBeTruthy()
  })
})

describe("the desk's review queue (platform/reviews)", () => {
  const item = (id: number, extra: Partial<ApprovalItem> = {}): ApprovalItem => ({
    id,
    kind: 'realName',
    ref: String(100 + id),
    userId: 7,
    applicant: 'Shopper 7',
    summary: { realName: 'Wang Xiaoming', idNumber: ID, identityCheck: 'local: LOCAL-ID-1', images: [uuid(91), uuid(92)] },
    state: 'pending',
    reason: null,
    createTime: '2026-11-27T10:00:00.000Z',
    decideTime: null,
    ...extra,
  })
  let queue: ApprovalItem[] = []
  beforeEach(() => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'Staff', merchant: false, roles: ['shopper', 'staff'] } as any)
    queue = [item(1), item(2, { kind: 'withdrawal', applicant: 'Shopper 8', summary: { amount: '¥100.00', card: '**** 0122', urgent: true, note: null } })]
    api
      .on(ApprovalApi.list, ({ query }) => {
        const rows = queue.filter((a) => (!query.kind || a.kind === query.kind) && (query.state === 'all' || a.state === (query.state ?? 'pending')))
        return { rows, total: rows.length }
      })
      .on(ApprovalApi.decide, ({ params, body }) => {
        const a = queue.find((x) => x.id === Number(params.id))!
        if (a.state !== 'pending') return refuse(409, ApprovalCodes.ALREADY_DECIDED, 'Already decided')
        a.state = body.approve ? 'approved' : 'rejected'
        a.reason = body.reason ?? null
        return a
      })
      .on(UploadApi.privateFile, ({ params }) => `blob:${params.id}`)
  })

  test('summary rows: every key but images, values as text, whatever the kind', () => {
    expect(summaryRows({ a: 'x', n: 3, b: false, z: null, l: ['p', 'q'], images: ['i1'] }, (v) => (v ? 'Yes' : 'No'))).toEqual({
      rows: [
        { key: 'a', value: 'x' },
        { key: 'n', value: '3' },
        { key: 'b', value: 'No' },
        { key: 'z', value: '—' },
        { key: 'l', value: 'p, q' },
      ],
      images: ['i1'],
      imageLabels: [],
    })
    // documents named (shop and agency applications): their labels apart, not rows
    expect(summaryRows({ shopName: 'S', images: ['i1', 'i2'], imageLabels: ['licenceImage', 'idFrontImage'] }, () => '')).toEqual({
      rows: [{ key: 'shopName', value: 'S' }],
      images: ['i1', 'i2'],
      imageLabels: ['licenceImage', 'idFrontImage'],
    })
    // the keys the desk knows first, in its order (jsonb keeps keys in an order of its own)
    expect(summaryRows({ zz: 'z', idNumber: ID, realName: 'Wang' }, () => '').rows.map((r) => r.key)).toEqual(['realName', 'idNumber', 'zz'])
  })

  test('tabs by kind and the state filter ask the server; a detail shows the fields and the private pictures', async () => {
    render(<ReviewsScreen />)
    expect(await screen.findByTestId('review-1')).toBeTruthy()
    expect(screen.getByTestId('review-2')).toBeTruthy()
    fireEvent.click(screen.getByTestId('reviews-tab-realName'))
    await waitFor(() => expect(screen.queryByTestId('review-2')).toBeNull())
    expect(api.calls(ApprovalApi.list).at(-1)!.query).toMatchObject({ kind: 'realName', state: 'pending', pageNum: 1 })
    fireEvent.click(await screen.findByTestId('review-open-1'))
    expect(screen.getByTestId('review-1-realName').textContent).toBe('Wang Xiaoming')
    expect(screen.getByTestId('review-1-idNumber').textContent).toBe(ID)
    expect(screen.getByText('Identity check')).toBeTruthy()
    const img = await screen.findByTestId('review-1-image-0')
    expect(img.getAttribute('src')).toBe(`blob:${uuid(91)}`)
    expect(api.calls(UploadApi.privateFile).map((c) => c.params.id)).toEqual([uuid(91), uuid(92)])
    // a later kind renders generically: its keys as labels where known, else as written
    fireEvent.click(screen.getByTestId('reviews-tab-withdrawal'))
    fireEvent.click(await screen.findByTestId('review-open-2'))
    expect(screen.getByTestId('review-2-amount').textContent).toBe('¥100.00')
    expect(screen.getByTestId('review-2-urgent').textContent).toBe('Yes')
    expect(screen.getByTestId('review-2-note').textContent).toBe('—')
    expect(screen.getByText('urgent')).toBeTruthy()
    fireEvent.click(screen.getByTestId('reviews-state-approved'))
    await waitFor(() => expect(api.calls(ApprovalApi.list).at(-1)!.query).toMatchObject({ kind: 'withdrawal', state: 'approved' }))
    expect(await screen.findByText('Nothing here')).toBeTruthy()
  })

  test('approve after a confirm; reject needs a reason; the queue is read again', async () => {
    const { container } = render(<ReviewsScreen />)
    fireEvent.click(await screen.findByTestId('review-open-1'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-approve-1'))
    })
    expect(page.modals).toEqual(['Approve this request by Shopper 7?'])
    expect(api.calls(ApprovalApi.decide)[0]).toMatchObject({ params: { id: '1' }, body: { approve: true } })
    expect(page.toasts).toContain('Approved')
    await waitFor(() => expect(screen.queryByTestId('review-1')).toBeNull())
    fireEvent.click(screen.getByTestId('review-open-2'))
    fireEvent.click(screen.getByTestId('review-reject-2'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-reject-send-2'))
    })
    expect(page.toasts).toContain('Give a reason')
    expect(api.calls(ApprovalApi.decide)).toHaveLength(1)
    act(() => {
      container.querySelector('.apv-input')!.dispatchEvent(new CustomEvent('input', { detail: { value: 'Card holder differs' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-reject-send-2'))
    })
    expect(api.calls(ApprovalApi.decide)[1]).toMatchObject({ params: { id: '2' }, body: { approve: false, reason: 'Card holder differs' } })
    await waitFor(() => expect(screen.queryByTestId('review-2')).toBeNull())
    expect(await screen.findByText('Nothing here')).toBeTruthy()
  })

  test('decided meanwhile by someone else: the 409 is shown and the queue is read again (the item leaves it)', async () => {
    render(<ReviewsScreen />)
    fireEvent.click(await screen.findByTestId('review-open-1'))
    queue[0].state = 'approved' // another staff member approved it
    const lists = api.calls(ApprovalApi.list).length
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-approve-1'))
    })
    expect(page.toasts).toEqual(['Already decided'])
    await waitFor(() => expect(api.calls(ApprovalApi.list).length).toBeGreaterThan(lists))
    await waitFor(() => expect(screen.queryByTestId('review-1')).toBeNull())
  })

  test('not staff: refused without asking the server', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<ReviewsScreen />)
    expect(await screen.findByText('Only platform staff can open the review queue')).toBeTruthy()
    expect(api.calls(ApprovalApi.list)).toHaveLength(0)
  })
})
