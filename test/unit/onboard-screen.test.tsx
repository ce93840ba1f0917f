// The join steps on the shared fake API: the join link's agent kept through login, the start page's states, the
// type starting the draft with the agent, the form's steps saving drafts and showing the server's refusal under its
// field on its step, the bank picker, sending; the state page (rejected: the reason and "resubmit"); the agent's link.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BankApi } from '~types/bank'
import { OnboardApi, OnboardCodes, type ShopApplication } from '~types/onboard'
import { UploadApi } from '~types/upload'
import { nav } from '@/core/navigation'
import { storage } from '@/core/storage'
import { useSessionStore } from '@/core/stores'
import { JoinIndexScreen } from '@/features/onboard/join-index-screen'
import { JoinTypeScreen } from '@/features/onboard/join-type-screen'
import { JoinFormScreen } from '@/features/onboard/join-form-screen'
import { JoinSuccessScreen } from '@/features/onboard/join-success-screen'
import { SelectBankScreen } from '@/features/onboard/select-bank-screen'
import { JoinLinkScreen } from '@/features/onboard/join-link-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(30_000)

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const app = (o: Partial<ShopApplication> = {}): ShopApplication => ({
  id: 5,
  state: 'draft',
  form: { shopKind: 'retail' },
  regionPath: [],
  bankName: '',
  branchName: '',
  agentName: null,
  reason: null,
  shopId: null,
  createTime: '2026-11-27T09:00:00.000Z',
  submitTime: null,
  decideTime: null,
  ...o,
})

let api: FakeApi
let page: FakePage
let mine: ShopApplication | null
let uploads = 0

beforeEach(() => {
  page = fakePage({}, 'pages/store/join/index')
  storage.removeItem('onboard.agent')
  mine = null
  uploads = 0
  api = fakeApi()
    .on(OnboardApi.shopMine, () => mine)
    .on(OnboardApi.joinAgent, ({ params }) => ({ code: String(params.code), name: 'Agent Lin' }))
    .on(OnboardApi.shopDraft, ({ body }) => (mine = app({ ...mine, form: { ...(mine?.form ?? {}), ...(body as object) }, state: 'draft' })))
    .on(OnboardApi.shopSubmit, () => (mine = app({ ...mine, state: 'pending', submitTime: '2026-11-27T09:10:00.000Z' })))
    .on(UploadApi.privateFile, ({ params }) => `blob:${params.id}`)
    .on(UploadApi.upload, () => ({ id: uuid(++uploads), url: `/x/${uploads}`, mime: 'image/png', size: 10, scope: 'private' as const }))
    .on(BankApi.types, () => [
      { code: 'ICBC', name: 'ICBC' },
      { code: 'CCB', name: 'CCB' },
    ])
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('a guest opening a join link: the agent greets, the code is kept, login is offered', async () => {
  useSessionStore.getState().logout()
  page.params = { agent: 'ABCD2345' }
  render(<JoinIndexScreen />)
  await waitFor(() => expect(screen.getByTestId('join-agent').textContent).toContain('Agent Lin'))
  expect(storage.getItem('onboard.agent')).toBe('ABCD2345')
  fireEvent.click(screen.getByTestId('join-login'))
  await waitFor(() => expect(page.navigations.some((n) => n.includes('public/account/appLogin'))).toBe(true))
  expect(api.calls(OnboardApi.shopMine)).toHaveLength(0)
})

test('signed in without an application: start; the type starts the draft carrying the kept agent', async () => {
  storage.setItem('onboard.agent', 'ABCD2345')
  render(<JoinIndexScreen />)
  await waitFor(() => expect(screen.getByTestId('join-start')).toBeTruthy())
  fireEvent.click(screen.getByTestId('join-start'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('store/join/type'))
  render(<JoinTypeScreen />)
  await act(async () => void fireEvent.click(screen.getByTestId('join-type-service')))
  await waitFor(() => expect(api.calls(OnboardApi.shopDraft)).toHaveLength(1))
  expect(api.calls(OnboardApi.shopDraft)[0].body).toEqual({ shopKind: 'service', agentCode: 'ABCD2345' })
  await waitFor(() => expect(page.navigations.at(-1)).toContain('store/join/join'))
})

test('the form: documents uploaded privately, "next" saves the draft; a refusal shows under its field on its step; sent', async () => {
  mine = app({ form: { shopKind: 'retail', shopName: 'Flowers' } })
  render(<JoinFormScreen />)
  await waitFor(() => expect(screen.getByTestId('subject-company')).toBeTruthy())
  fireEvent.click(screen.getByTestId('subject-person'))
  await act(async () => void fireEvent.click(screen.getByTestId('doc-licence')))
  await waitFor(() => expect(api.calls(UploadApi.upload)).toHaveLength(1))
  expect(api.calls(UploadApi.upload)[0].body).toMatchObject({ scope: 'private' })
  await act(async () => void fireEvent.click(screen.getByTestId('join-next')))
  await waitFor(() => expect(screen.getByTestId('in-shopName')).toBeTruthy())
  expect(api.calls(OnboardApi.shopDraft)[0].body).toMatchObject({ subject: 'person', licenceImage: uuid(1), shopName: 'Flowers' })
  // the server refuses the licence (too small): back to step 1 with the message under the picture
  api.on(OnboardApi.shopDraft, () => refuse(400, OnboardCodes.PICTURE_SMALL, 'licenceImage: the picture must be at least 800x800 pixels', 'licenceImage'))
  await act(async () => void fireEvent.click(screen.getByTestId('join-next')))
  await waitFor(() => expect(screen.getByTestId('doc-licence-error').textContent).toContain('800x800'))
  // fixed: through to the last step, the bank picked, sent
  api.on(OnboardApi.shopDraft, ({ body }) => (mine = app({ ...mine, form: { ...(mine?.form ?? {}), ...(body as object) } })))
  await act(async () => void fireEvent.click(screen.getByTestId('join-next')))
  await waitFor(() => expect(screen.getByTestId('in-shopName')).toBeTruthy())
  await act(async () => void fireEvent.click(screen.getByTestId('join-next')))
  await waitFor(() => expect(screen.getByTestId('pick-bankCode')).toBeTruthy())
  await act(async () => void fireEvent.click(screen.getByTestId('pick-bankCode')))
  await act(async () => void nav.pickDone(page.pickId(), { code: 'CCB', name: 'CCB' }))
  await waitFor(() => expect(screen.getByTestId('pick-bankCode').textContent).toContain('CCB'))
  fireEvent.click(screen.getByTestId('agree'))
  await act(async () => void fireEvent.click(screen.getByTestId('join-send')))
  await waitFor(() => expect(api.calls(OnboardApi.shopSubmit)).toHaveLength(1))
  expect(api.calls(OnboardApi.shopDraft).at(-1)!.body).toMatchObject({ bankCode: 'CCB', agreed: true })
  await waitFor(() => expect(page.navigations.at(-1)).toContain('store/join/success'))
})

test('the bank picker answers the form with the chosen bank', async () => {
  const chosen = nav.pick<{ code: string }>('store/join/selectJinqianbaBank')
  page.params = { pick: page.pickId() }
  render(<SelectBankScreen />)
  await waitFor(() => expect(screen.getByTestId('bank-ICBC')).toBeTruthy())
  fireEvent.click(screen.getByTestId('bank-ICBC'))
  expect(await chosen).toEqual({ code: 'ICBC', name: 'ICBC' })
})

test('the state page: rejected with the reason and "resubmit"; pending; approved opens the workbench', async () => {
  mine = app({ state: 'rejected', reason: 'licence blurred', form: { shopName: 'Flowers' } })
  const { unmount } = render(<JoinSuccessScreen />)
  await waitFor(() => expect(screen.getByTestId('join-reason').textContent).toContain('licence blurred'))
  expect(screen.getByText('Store application failed, resubmit.')).toBeTruthy()
  fireEvent.click(screen.getByTestId('join-resubmit'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('store/join/join'))
  unmount()
  mine = app({ state: 'approved', shopId: 9, form: { shopName: 'Flowers' } })
  page = fakePage({}, 'pages/store/join/success')
  render(<JoinSuccessScreen />)
  await waitFor(() => expect(screen.getByTestId('join-state-approved')).toBeTruthy())
  fireEvent.click(screen.getByTestId('join-workbench'))
  await waitFor(() => expect(page.navigations.at(-1)).toContain('merchant/index'))
})

test("the agent's join link: the path, the QR poster; someone not an agent is refused without asking", async () => {
  api.on(OnboardApi.agent, () => ({
    code: 'ABCD2345',
    level: 'district' as const,
    regionPath: ['北京市', '朝阳区'],
    name: 'Lin',
    path: '/pages/store/join/index?agent=ABCD2345',
    shops: 2,
    pending: 1,
  }))
  useSessionStore.getState().setUser({ userId: 1, nickname: 'Lin', merchant: false, roles: ['shopper'] } as any)
  const { unmount } = render(<JoinLinkScreen />)
  await waitFor(() => expect(screen.getByText('Only approved agents have a join link')).toBeTruthy())
  expect(api.calls(OnboardApi.agent)).toHaveLength(0)
  unmount()
  useSessionStore.getState().setUser({ userId: 1, nickname: 'Lin', merchant: false, roles: ['shopper', 'agent'] } as any)
  render(<JoinLinkScreen />)
  await waitFor(() => expect(screen.getByTestId('join-path').textContent).toBe('/pages/store/join/index?agent=ABCD2345'))
  expect(screen.getByTestId('join-url').textContent).toContain('#/pages/store/join/index?agent=ABCD2345')
  expect(screen.getByTestId('join-qr').getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
})
