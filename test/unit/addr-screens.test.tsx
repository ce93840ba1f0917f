import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Address } from '~types/addr'
import { AddressFormScreen } from '@/features/addr/address-form-screen'
import { AddressListScreen } from '@/features/addr/address-list-screen'
import { formProblem } from '@/features/addr/form-rules'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

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
  isDefault: false,
  createTime: '2026-11-23T10:00:00.000Z',
  updateTime: '2026-11-23T10:00:00.000Z',
  ...extra,
})
const REGIONS: Record<string, Array<{ id: number; parentId: number | null; name: string; level: number; hasChildren: boolean }>> = {
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

let list: Address[] = []
let sent: Array<{ key: string; data: any }> = []
let toasts: string[] = []
let routerParams: Record<string, string> = {}

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  list = []
  sent = []
  toasts = []
  routerParams = {}
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).useUnload = () => {}
  ;(Taro as any).useRouter = () => ({ params: routerParams })
  ;(Taro as any).setNavigationBarTitle = jest.fn(async () => {})
  ;(Taro as any).showToast = jest.fn(async (o: { title: string }) => {
    toasts.push(o.title)
  })
  ;(Taro as any).showModal = jest.fn(async () => ({ confirm: true }))
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/user' }, { route: 'pages/user/receivingAddress/index' }]
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: any }) => {
    const key = `${o.method} ${o.url.replace(/^.*?\/api\/(customer|system)/, '/$1')}`
    const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, ok: true, data } })
    if (o.method !== 'GET') sent.push({ key, data: o.data })
    if (key === 'GET /customer/api/addr') return ok(list)
    if (key === 'GET /system/api/address/province') return ok(REGIONS.province)
    const tree = key.match(/^GET \/system\/api\/address\/tree\/(\d+)/)
    if (tree) return ok(REGIONS[tree[1]] ?? [])
    const one = key.match(/^GET \/customer\/api\/addr\/(\d+)/)
    if (one) return ok(list.find((a) => a.id === Number(one[1])))
    if (key === 'POST /customer/api/addr') return ok(addr(77, { name: o.data.name }))
    if (key === 'PUT /customer/api/addr') return ok(addr(Number(o.data.id), { name: o.data.name }))
    if (key.startsWith('PUT /customer/api/addr/settingDegault/')) return ok(addr(2, { isDefault: true }))
    if (key.startsWith('DELETE /customer/api/addr/delete/')) return ok({ count: 1 })
    return { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${key}` } }
  })
})

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
    expect(toasts).toEqual(['Enter the recipient'])
    typeField(container, 0, 'Li Lei')
    typeField(container, 1, '12345')
    await save()
    expect(toasts[1]).toBe('The phone number is not valid')
    typeField(container, 1, '13800138000')
    await save()
    expect(toasts[2]).toBe('Choose the region')
    expect(sent).toEqual([])
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
    expect(sent).toHaveLength(1)
    expect(sent[0].key).toBe('POST /customer/api/addr')
    expect(sent[0].data).toMatchObject({ name: 'Li Lei', phone: '13800138000', countryArea: '86', detail: 'Zhongguancun Street 1', label: 'company', isDefault: true })
    // an array travels as JSON text in a form body
    expect(JSON.parse(sent[0].data.regionIds)).toEqual([110000, 110100, 110108])
    expect(toasts).toContain('Saved')
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  test('edit: the address is loaded into the form and sent back with its id', async () => {
    list = [addr(5, { label: 'school', isDefault: true })]
    routerParams = { id: '5' }
    const { container } = render(<AddressFormScreen />)
    await screen.findByText('北京市 北京市 海淀区')
    expect(screen.getByTestId('addr-label-school').className).toContain('addr-chip--on')
    typeField(container, 0, 'New Name')
    await save()
    expect(sent[0].key).toBe('PUT /customer/api/addr')
    expect(sent[0].data).toMatchObject({ id: 5, name: 'New Name', label: 'school', isDefault: true, detail: 'Street 5' })
  })

  test('opened by nav.pick (checkout without an address): the saved address answers the pick', async () => {
    const picked = nav.pick<Address>('user/receivingAddress/binding')
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    routerParams = { pick: url.match(/pick=(\w+)/)![1] }
    const { container } = render(<AddressFormScreen />)
    typeField(container, 0, 'Han Meimei')
    typeField(container, 1, '13900139000')
    fireEvent.click(screen.getByTestId('addr-region'))
    fireEvent.click(await screen.findByTestId('region-140000'))
    typeInto(container, 'taro-textarea-core', 'Taiyuan Road 9')
    await save()
    expect(JSON.parse(sent[0].data.regionIds)).toEqual([140000])
    await expect(picked).resolves.toMatchObject({ id: 77, name: 'Han Meimei' })
  })
})

describe('address list (user/receivingAddress/index)', () => {
  test('empty state with the add button', async () => {
    render(<AddressListScreen />)
    expect(await screen.findByText('No shipping address yet')).toBeTruthy()
    fireEvent.click(screen.getByText('Add a shipping address'))
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/user/receivingAddress/binding'))
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
    expect(sent.map((s) => s.key)).toEqual(['PUT /customer/api/addr/settingDegault/2'])
    await act(async () => {
      fireEvent.click(screen.getByTestId('addr-delete-1'))
    })
    expect(Taro.showModal).toHaveBeenCalledWith({ content: 'Delete this address?' })
    expect(sent.map((s) => s.key)).toContain('DELETE /customer/api/addr/delete/1')
    fireEvent.click(screen.getByTestId('addr-edit-2'))
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls.at(-1)[0].url).toBe('/pages/user/receivingAddress/binding?id=2'))
  })

  test('a refused delete (confirm cancelled) sends nothing', async () => {
    list = [addr(1, { isDefault: true })]
    ;(Taro as any).showModal = jest.fn(async () => ({ confirm: false }))
    render(<AddressListScreen />)
    const del = await screen.findByTestId('addr-delete-1')
    await act(async () => {
      fireEvent.click(del)
    })
    expect(Taro.showModal).toHaveBeenCalled()
    expect(sent).toEqual([])
  })

  test('pick mode: the address in use is marked, a tap answers the pick and goes back', async () => {
    list = [addr(1, { isDefault: true }), addr(2)]
    const picked = nav.pick<Address>('user/receivingAddress/index', { selected: 2 })
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    expect(url).toMatch(/selected=2/)
    routerParams = { pick: url.match(/pick=(\w+)/)![1], selected: '2' }
    render(<AddressListScreen />)
    expect(await screen.findByText('Tap an address to use it')).toBeTruthy()
    expect(screen.getByTestId('addr-2').className).toContain('addr-card--on')
    fireEvent.click(screen.getByTestId('addr-1'))
    await expect(picked).resolves.toMatchObject({ id: 1 })
    expect(Taro.navigateBack).toHaveBeenCalled()
    // a pick left without a choice resolves undefined
    const left = nav.pick<Address>('user/receivingAddress/index')
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls.length).toBe(2))
    nav.pickCancel((Taro.navigateTo as jest.Mock).mock.calls[1][0].url.match(/pick=(\w+)/)[1])
    await expect(left).resolves.toBeUndefined()
  })
})
