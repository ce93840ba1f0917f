// The dynamic form page (`systemPay/layoutForm/index?id=`): the fields of the form's latest version, client checks for
// comfort, a picture through the upload module, the server's refusal under the field it names, a paid form sent to
// the cashier with its `F...` number, a free one to `success`; the success page shows the server's state.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { FormApi, FormCodes, type DeskForm, type PublicForm, type Submission } from '~types/form'
import { UploadApi } from '~types/upload'
import { useSessionStore } from '@/core/stores/session'
import { DeskFormsScreen } from '@/features/form/desk-forms-screen'
import { FormScreen, FormSuccessScreen } from '@/features/form/form-screen'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const FORM: PublicForm = {
  id: 7,
  version: 2,
  title: 'Photo printing',
  description: 'Upload a photo',
  price: 990,
  currency: 'CNY',
  fields: [
    { key: 'name', kind: 'text', label: 'Name', required: true, maxLength: 5 },
    {
      key: 'size',
      kind: 'choice',
      label: 'Size',
      required: true,
      multiple: false,
      options: [
        { value: 's6', label: '6 inch', price: 0 },
        { value: 's10', label: '10 inch', price: 500 },
      ],
    },
    { key: 'photo', kind: 'picture', label: 'Photo', required: true, maxFiles: 2, maxSize: 5000000, types: ['jpg', 'png'] },
  ],
}
const sub = (o: Partial<Submission> = {}): Submission => ({
  id: 'F26112700000012345678',
  formId: 7,
  version: 2,
  title: 'Photo printing',
  state: 'unpaid',
  amount: 1490,
  currency: 'CNY',
  expiresAt: null,
  paidAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...o,
})

let api: FakeApi
let page: FakePage
let form: PublicForm
let refusal: ReturnType<typeof refuse> | null
const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))

beforeEach(() => {
  page = fakePage({ id: '7' }, 'pages/systemPay/layoutForm/index')
  form = FORM
  refusal = null
  api = fakeApi()
    .on(FormApi.get, () => form)
    .on(FormApi.submit, ({ body }) => refusal ?? sub({ amount: (body as { answers: { size: string } }).answers.size === 's10' ? 1490 : 990 }))
    .on(FormApi.submission, () => sub({ state: 'paid', paidAt: '2026-11-27T10:01:00.000Z' }))
    .on(UploadApi.upload, () => ({
      id: '8f0c4a9e-5b8e-4a57-9a3a-1a2b3c4d5e6f',
      url: '/api/files/x.png',
      mime: 'image/png',
      size: 10,
      scope: 'public' as const,
    }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

test('renders the fields of the latest version; a choice with a price adds to the total', async () => {
  render(<FormScreen />)
  expect((await screen.findByTestId('lf-title')).textContent).toBe('Photo printing')
  expect(screen.getByTestId('lf-total').textContent).toBe('To pay: ¥9.90')
  fireEvent.click(screen.getByTestId('lf-option-size-s10'))
  expect(screen.getByTestId('lf-total').textContent).toBe('To pay: ¥14.90')
  expect(screen.getByTestId('lf-option-size-s10').textContent).toBe('10 inch +¥5.00')
})

test('client checks: required answers and files under their fields, nothing sent', async () => {
  render(<FormScreen />)
  fireEvent.click(await screen.findByTestId('lf-submit'))
  expect((await screen.findByTestId('lf-error-name')).textContent).toBe('Please answer this')
  expect(screen.getByTestId('lf-error-photo').textContent).toBe('Please upload a file')
  expect(api.calls(FormApi.submit)).toEqual([])
})

test('a paid form: a picture uploaded, a choice, sent with its version; the cashier opens with the F number', async () => {
  render(<FormScreen />)
  typeInto(await screen.findByTestId('lf-input-name'), 'Ann')
  fireEvent.click(screen.getByTestId('lf-option-size-s10'))
  page.chosen = ['/tmp/photo.png']
  fireEvent.click(screen.getByTestId('lf-add-photo'))
  expect(await screen.findByTestId('lf-file-photo-0')).toBeTruthy()
  fireEvent.click(screen.getByTestId('lf-submit'))
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=F26112700000012345678']))
  expect(api.calls(FormApi.submit)[0].body).toEqual({
    formId: 7,
    version: 2,
    answers: { name: 'Ann', size: 's10', photo: ['8f0c4a9e-5b8e-4a57-9a3a-1a2b3c4d5e6f'] },
  })
})

test("the server's refusal shows under the field it names (size exceeded)", async () => {
  refusal = refuse(400, FormCodes.SIZE, 'Photo: a file is larger than 4.8 MB', 'answers.photo')
  render(<FormScreen />)
  typeInto(await screen.findByTestId('lf-input-name'), 'Ann')
  fireEvent.click(screen.getByTestId('lf-option-size-s6'))
  page.chosen = ['/tmp/photo.png']
  fireEvent.click(screen.getByTestId('lf-add-photo'))
  await screen.findByTestId('lf-file-photo-0')
  fireEvent.click(screen.getByTestId('lf-submit'))
  expect((await screen.findByTestId('lf-error-photo')).textContent).toBe('Photo: a file is larger than 4.8 MB')
  expect(page.navigations).toEqual([])
})

test('a free form lands on success; success shows the state the server says', async () => {
  form = { ...FORM, price: 0, fields: [FORM.fields[0]] }
  api.on(FormApi.submit, () => sub({ state: 'submitted', amount: 0 }))
  render(<FormScreen />)
  typeInto(await screen.findByTestId('lf-input-name'), 'Bo')
  fireEvent.click(screen.getByTestId('lf-submit'))
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/layoutForm/success?id=F26112700000012345678']))
})

test('success page: paid only as the server reports it', async () => {
  fakePage({ id: 'F26112700000012345678' }, 'pages/systemPay/layoutForm/success')
  render(<FormSuccessScreen />)
  expect((await screen.findByTestId('lf-state')).textContent).toBe('Paid')
})

describe("the desk's forms editor (platform/forms)", () => {
  const desk = (extra = {}): DeskForm => ({
    id: 3,
    title: { en: 'Photo printing', zh_CN: '照片冲印', ja: '写真プリント' },
    description: {},
    price: 990,
    fields: [{ key: 'name', kind: 'text', label: { en: 'Name', zh_CN: '姓名', ja: '氏名' }, required: true, maxLength: 5 }],
    productIds: [],
    version: 1,
    dirty: false,
    submissions: 2,
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...extra,
  })
  beforeEach(() => {
    fakePage({}, 'pages/platform/forms')
    useSessionStore.getState().setUser(userInfo({ roles: ['staff'] }))
    api
      .on(FormApi.deskList, () => [desk()])
      .on(FormApi.deskSave, ({ body }) => ({ ...desk(), ...(body as object), dirty: true }))
      .on(FormApi.deskPublish, () => desk({ version: 2 }))
  })

  test('not staff: refused without asking', async () => {
    useSessionStore.getState().setUser(userInfo({ roles: [] }))
    render(<DeskFormsScreen />)
    expect(await screen.findByText('Staff only')).toBeTruthy()
    expect(api.calls(FormApi.deskList)).toEqual([])
  })

  test('edit a field and publish: the draft keeps the other languages; publish makes the next version', async () => {
    render(<DeskFormsScreen />)
    expect((await screen.findByTestId('fd-form-3')).textContent).toContain('v1')
    fireEvent.click(screen.getByTestId('fd-form-3'))
    typeInto(await screen.findByTestId('fd-label-en-0'), 'Full name')
    fireEvent.click(screen.getByTestId('fd-publish'))
    await waitFor(() => expect(api.calls(FormApi.deskPublish)).toHaveLength(1))
    const body = api.calls(FormApi.deskSave)[0].body as { title: Record<string, string>; fields: Array<{ label: Record<string, string> }> }
    expect(body.title).toMatchObject({ en: 'Photo printing', zh_CN: '照片冲印', ja: '写真プリント' })
    expect(body.fields[0].label).toMatchObject({ en: 'Full name', zh_CN: '姓名', ja: '氏名' })
    expect(api.calls(FormApi.deskPublish)[0].params).toMatchObject({ id: '3' })
  })

  test("the server's refusal of a definition names the field", async () => {
    api.on(FormApi.deskSave, () => refuse(400, FormCodes.DEFINITION, 'The form definition is invalid (unique)', 'fields.1.key'))
    render(<DeskFormsScreen />)
    fireEvent.click(await screen.findByTestId('fd-form-3'))
    fireEvent.click(await screen.findByTestId('fd-save'))
    expect((await screen.findByTestId('fd-error')).textContent).toBe('fields.1.key: The form definition is invalid (unique)')
  })
})
