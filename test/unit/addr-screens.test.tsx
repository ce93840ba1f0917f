// Receiving addresses (`user/receivingAddress/index` and `/binding`): the form's rules before any
// request, the region picked level by level from the address tree, add and edit with the whole address,
// the list's default, set default, edit and delete, and both screens as `nav.pick` pickers.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AddrApi, type Address } from '~types/addr'
import { SystemApi, type Region } from '~types/system'
import { AddressFormScreen } from '@/features/addr/address-form-screen'
import { AddressListScreen } from '@/features/addr/address-list-screen'
import { formProblem } from '@/features/addr/form-rules'
import { nav } from '@/core/navigation'
import { useSettingsStore } from '@/core/stores'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const addr = (id: number, extra: Partial<Address> = {}): Address => ({
  id,
  name: `Name ${id}`,
  phone: '13800138000',
  countryArea: '86',
  regionIds: [110000, 110100, 110108],
  regionNames: ['北京市', '北京市', '海淀区'],
  region: '北京市 北京市 海淀区',
  detail: `Street ${id}`,
  label: null,
  latitude: null,
  longitude: null,
  isDefault: false,
  createTime: '2026-11-23T10:00:00.000Z',
  updateTime: '2026-11-23T10:00:00.000Z',
  ...extra,
})
const REGIONS: Record<string, Region[]> = {
  province: [
    { id: 110000, parentId: null, name: '北京市', level: 1, hasChildren: true },
    { id: 140000, parentId: null, name: '山西省', level: 1, hasChildren: false },
  ],
  '110000': [{ id: 110100, parentId: 110000, name: '北京市', level: 2, hasChildren: true }],
  '110100': [
    { id: 110101, parentId: 110100, name: '东城区', level: 3, hasChildren: false },
    { id: 110108, parentId: 110100, name: '海淀区', level: 3, hasChildren: false },
  ],
}

let api: FakeApi
let page: FakePage
let list: Address[] = []

beforeEach(() => {
  page = fakePage({}, 'pages/user/receivingAddress/index')
  list = []
  api = fakeApi()
    .on(AddrApi.list, () => list)
    .on(AddrApi.get, ({ params }) => list.find((a) => a.id === Number(params.id)) ?? refuse(404, 404, 'Address not found'))
    .on(AddrApi.add, ({ body }) => addr(77, { name: body.name }))
    .on(AddrApi.edit, ({ body }) => addr(body.id, { name: body.name }))
    .on(AddrApi.setDefault, ({ params }) => addr(Number(params.id), { isDefault: true }))
    .on(AddrApi.remove, () => ({ count: 1 }))
    .on(SystemApi.provinces, () => REGIONS.province)
    .on(SystemApi.regionTree, ({ params }) => REGIONS[params.id] ?? [])
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

/** What the screens sent (every request but a read), as `METHOD /path`. */
const sent = () => api.keys().filter((k) => !k.startsWith('GET '))

const typeInto = (root: HTMLElement, selector: string, value: string) => {
  const input = root.querySelector(selector)
  expect(input).not.toBeNull()
  act(() => {
    input!.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
const fields = (root: HTMLElement) => root.querySelectorAll('.acc-field taro-input-core')
const typeField = (root: HTMLElement, i: number, value: string) => {
  act(() => {
    fields(root)[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByText('Save'))
  })
}

describe('address form (user/receivingAddress/binding)', () => {
  test('form rules: the first problem names the field, in the order of the form', () => {
    const ok = { name: 'Li', phone: '13800138000', countryArea: '86', regionIds: [110000, 110100, 110108], detail: 'Road 1' }
    expect(formProblem(ok)).toBeUndefined()
    expect(formProblem({ ...ok, name: '  ' })?.key).toBe('addr:form.nameRequired')
    expect(formProblem({ ...ok, name: 'x'.repeat(21) })).toEqual({ key: 'addr:form.nameTooLong', params: { max: 20 } })
    expect(formProblem({ ...ok, phone: '' })?.key).toBe('validation:phoneRequired')
    expect(formProblem({ ...ok, phone: '12345678901' })?.key).toBe('validation:phoneRule')
    expect(formProblem({ ...ok, phone: '9171234567', countryArea: '63' })).toBeUndefined()
    expect(formProblem({ ...ok, regionIds: [] })?.key).toBe('addr:form.regionRequired')
    expect(formProblem({ ...ok, detail: 'x' })?.key).toBe('addr:form.detailRule')
  })

  test('an empty or wrong form shows the message of its first problem and sends nothing', async () => {
    const { container } = render(<AddressFormScreen />)
    await save()
    expect(page.toasts).toEqual(['Enter the recipient'])
    typeField(container, 0, 'Li Lei')
    typeField(container, 1, '12345')
    await save()
    expect(page.toasts[1]).toBe('The phone number is not valid')
    typeField(container, 1, '13800138000')
    await save()
    expect(page.toasts[2]).toBe('Choose the region')
    expect(sent()).toEqual([])
  })

  test('the region names come again in a newly chosen language (the cached tree is per language)', async () => {
    const before = useSettingsStore.getState().locale
    render(<AddressFormScreen />)
    fireEvent.click(screen.getByTestId('addr-region'))
    await screen.findByTestId('region-110000')
    fireEvent.click(screen.getByText('Close'))
    await waitFor(() => expect(screen.queryByTestId('region-picker')).toBeNull())
    act(() => useSettingsStore.getState().setLocale('zh_TW'))
    fireEvent.click(screen.getByTestId('addr-region'))
    await screen.findByTestId('region-110000')
    // asked again, in the new language (the language change also drops every cached answer)
    expect(api.calls(SystemApi.provinces).length).toBeGreaterThanOrEqual(2)
    expect(api.calls(SystemApi.provinces).at(-1)!.header.lang).toBe('zh_TW')
    act(() => useSettingsStore.getState().setLocale(before))
  })

  test('each level of the region picker starts at the top of its list (34 provinces scroll; the cities must not open half-way down)', async () => {
    render(<AddressFormScreen />)
    fireEvent.click(screen.getByTestId('addr-region'))
    const listOf = () => screen.getByTestId('region-picker').querySelector('.addr-picker__list') as HTMLElement
    await screen.findByTestId('region-110000')
    listOf().scrollTop = 400
    fireEvent.click(screen.getByTestId('region-110000'))
    await screen.findByTestId('region-110100')
    expect(listOf().scrollTop).toBe(0)
  })

  test('picks the region level by level from the address tree, then sends the whole address', async () => {
    const { container } = render(<AddressFormScreen />)
    typeField(container, 0, 'Li Lei')
    typeField(container, 1, '13800138000')
    fireEvent.click(screen.getByTestId('addr-region'))
    fireEvent.click(await screen.findByTestId('region-110000'))
    fireEvent.click(await screen.findByTestId('region-110100'))
    fireEvent.click(await screen.findByTestId('region-110108'))
    await waitFor(() => expect(screen.queryByTestId('region-picker')).toBeNull())
    expect(screen.getByText('北京市 北京市 海淀区')).toBeTruthy()
    typeInto(container, 'taro-textarea-core', 'Zhongguancun Street 1')
    fireEvent.click(screen.getByTestId('addr-label-company'))
    fireEvent.click(screen.getByTestId('addr-default'))
    await save()
    expect(sent()).toEqual(['POST /customer/api/addr'])
    // (an array travels as JSON text in a form body: the fake refuses anything else)
    expect(api.calls(AddrApi.add)[0].body).toEqual({
      name: 'Li Lei',
      phone: '13800138000',
      countryArea: '86',
      regionIds: [110000, 110100, 110108],
      detail: 'Zhongguancun Street 1',
      label: 'company',
      isDefault: true,
    })
    expect(page.toasts).toContain('Saved')
    expect(page.navigations).toEqual(['navigateBack'])
  })

  test('edit: the address is loaded into the form and sent back with its id', async () => {
    list = [addr(5, { label: 'school', isDefault: true })]
    page.params = { id: '5' }
    const { container } = render(<AddressFormScreen />)
    await screen.findByText('北京市 北京市 海淀区')
    expect(screen.getByTestId('addr-label-school').className).toContain('addr-chip--on')
    typeField(container, 0, 'New Name')
    await save()
    expect(sent()).toEqual(['PUT /customer/api/addr'])
    expect(api.calls(AddrApi.edit)[0].body).toMatchObject({
      id: 5,
      name: 'New Name',
      label: 'school',
      isDefault: true,
      detail: 'Street 5',
      regionIds: [110000, 110100, 110108],
    })
  })

  test('opened by nav.pick (checkout without an address): the saved address answers the pick', async () => {
    const picked = nav.pick<Address>('user/receivingAddress/binding')
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(page.navigations[0]).toMatch(/^navigateTo \/pages\/user\/receivingAddress\/binding\?pick=/)
    page.params = { pick: page.pickId() }
    const { container } = render(<AddressFormScreen />)
    typeField(container, 0, 'Han Meimei')
    typeField(container, 1, '13900139000')
    fireEvent.click(screen.getByTestId('addr-region'))
    fireEvent.click(await screen.findByTestId('region-140000'))
    typeInto(container, 'taro-textarea-core', 'Taiyuan Road 9')
    await save()
    expect(api.calls(AddrApi.add)[0].body.regionIds).toEqual([140000])
    await expect(picked).resolves.toMatchObject({ id: 77, name: 'Han Meimei' })
    expect(page.navigations[1]).toBe('navigateBack')
  })
})

describe('address list (user/receivingAddress/index)', () => {
  test('empty state with the add button', async () => {
    render(<AddressListScreen />)
    expect(await screen.findByText('No shipping address yet')).toBeTruthy()
    fireEvent.click(screen.getByText('Add a shipping address'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/receivingAddress/binding']))
  })

  test('the default carries its badge; set default, edit, and delete after a confirm', async () => {
    list = [addr(1, { isDefault: true, label: 'home' }), addr(2)]
    render(<AddressListScreen />)
    await screen.findByTestId('addr-default-1')
    expect(screen.queryByTestId('addr-default-2')).toBeNull()
    expect(screen.queryByTestId('addr-set-default-1')).toBeNull()
    expect(screen.getByText('Home')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByTestId('addr-set-default-2'))
    })
    expect(sent()).toEqual(['PUT /customer/api/addr/settingDegault/2'])
    await act(async () => {
      fireEvent.click(screen.getByTestId('addr-delete-1'))
    })
    expect(page.modals).toEqual(['Delete this address?'])
    expect(sent()).toContain('DELETE /customer/api/addr/delete/1')
    fireEvent.click(screen.getByTestId('addr-edit-2'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/receivingAddress/binding?id=2']))
  })

  test('a refused delete (confirm cancelled) sends nothing', async () => {
    list = [addr(1, { isDefault: true })]
    page.modalAnswer = false
    render(<AddressListScreen />)
    const del = await screen.findByTestId('addr-delete-1')
    await act(async () => {
      fireEvent.click(del)
    })
    expect(page.modals).toEqual(['Delete this address?'])
    expect(sent()).toEqual([])
  })

  test('pick mode: an address added from the list answers the pick (checkout uses the new one)', async () => {
    list = [addr(1, { isDefault: true })]
    const picked = nav.pick<Address>('user/receivingAddress/index', { selected: 1 })
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    const listPick = page.pickId()
    page.params = { pick: listPick, selected: '1' }
    render(<AddressListScreen />)
    await screen.findByTestId('addr-1')
    await act(async () => {
      fireEvent.click(screen.getByText('Add a shipping address'))
    })
    expect(page.navigations[1]).toMatch(/^navigateTo \/pages\/user\/receivingAddress\/binding\?pick=/)
    // the form saved the new address and answered its own pick
    await act(async () => {
      await nav.pickDone(page.pickId(), addr(9))
    })
    await expect(picked).resolves.toMatchObject({ id: 9 })
  })

  test('pick mode: the address in use is marked, a tap answers the pick and goes back', async () => {
    list = [addr(1, { isDefault: true }), addr(2)]
    const picked = nav.pick<Address>('user/receivingAddress/index', { selected: 2 })
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(page.navigations[0]).toMatch(/^navigateTo \/pages\/user\/receivingAddress\/index\?selected=2&pick=/)
    page.params = { pick: page.pickId(), selected: '2' }
    render(<AddressListScreen />)
    expect(await screen.findByText('Tap an address to use it')).toBeTruthy()
    expect(screen.getByTestId('addr-2').className).toContain('addr-card--on')
    fireEvent.click(screen.getByTestId('addr-1'))
    await expect(picked).resolves.toMatchObject({ id: 1 })
    expect(page.navigations[1]).toBe('navigateBack')
    // a pick left without a choice resolves undefined
    const left = nav.pick<Address>('user/receivingAddress/index')
    await waitFor(() => expect(page.navigations).toHaveLength(3))
    nav.pickCancel(page.pickId())
    await expect(left).resolves.toBeUndefined()
  })
})
