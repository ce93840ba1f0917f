/**
 * Issue 11's shopper pages on React Native (checkout, cashier, orders, order detail, addresses):
 * the page entries of the shared src resolved like the RN build (`*.rn.*` twins first, Taro RN's
 * components and APIs, no NutUI), with a fake API (test/taro.ts `answer`). Each page renders, shows
 * the server's amounts as they come (not sums of the lines) and one action reaches its endpoint.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, looseText, expectNoLooseText } from './screen-helpers'
import { tap } from './tap'
import { View as RNView } from 'react-native'
import CheckoutPage from '@/pages/systemPay/goods/previewOrder'
import CashierPage from '@/pages/systemPay/order/details/index'
import OrderListPage from '@/pages/order/index'
import OrderDetailPage from '@/pages/order/form/info'
import AddressListPage from '@/pages/user/receivingAddress/index'
import AddressFormPage from '@/pages/user/receivingAddress/binding'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const page = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', ok: true, rows, total })
/** The JSON or form body a request sent. */
const headerOf = (r: unknown, name: string) => ((r as { header?: Record<string, string> }).header ?? {})[name]

/** The outermost element that carries `data-testid` (Taro RN passes it down; the outer one is the component's). */
/**
 * A tap on an element found by test id. Taro RN's View is clickable through a PanResponder (`tap`);
 * its Text takes `onClick` as React Native's `onPress`, whose event can stop propagation.
 */

/** Text outside a Text: a device refuses it ("Text strings must be rendered within a <Text> component"); the test renderer does not. */

const LINE = {
  skuId: 51,
  productId: 50,
  title: 'Green tea',
  image: '/api/files/default/t.png',
  spec: { size: 'M' },
  specText: 'M',
  price: 1000,
  count: 2,
  amount: 2000,
}

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

// Taro RN's own View wraps a string child in a Text; a string anywhere else (a ScrollView, React Native's View) is loose
test('the loose-text check sees a string put straight into a React Native View', () => {
  render(<RNView>loose</RNView>)
  expect(looseText()).toHaveLength(1)
})

describe('checkout (systemPay/goods/previewOrder)', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)
  // deliberately not sums of the lines: the screen shows the server's numbers
  const preview = {
    currency: 'CNY',
    address: { id: 3, name: 'Li Lei', phone: '13800000000', region: 'Beijing Dongcheng', regionIds: [11, 1101], detail: 'No. 1 Road' },
    shops: [
      {
        shopId: 5,
        shopName: 'Tea House',
        mode: 'delivery',
        modes: ['delivery', 'pickup'],
        pickupPoints: [],
        pickupPointId: null,
        lines: [LINE],
        goodsAmount: 2000,
        shippingFee: 800,
        discount: 0,
        payAmount: 2800,
        minDeliveryAmount: 0,
        coupons: [],
        couponId: null,
        remark: '',
        problems: [],
      },
    ],
    platformCoupons: [],
    platformCouponId: null,
    goodsAmount: 4321,
    shippingFee: 765,
    discount: 12,
    payAmount: 5074,
    ok: true,
  }

  test('renders the preview with the server totals, and "Place order" submits once with an idempotency key and opens the cashier', async () => {
    openWith({ ids: '3,5' })
    answer('/api/order/api/checkout/preview', ok(preview))
    answer('/api/order/api/checkout/submit', ok({ payNo: 'P123456', amount: 5074, currency: 'CNY', orderIds: [1], expiresAt: null }))
    render(<CheckoutPage />)
    await waitFor(() => expect(queryTid('co-total')).not.toBeNull())
    expect(within(byTid('co-total')).getByText('¥50.74')).toBeTruthy()
    expect(within(byTid('co-goods')).getByText('¥43.21')).toBeTruthy()
    expect(within(byTid('co-shipping')).getByText('¥7.65')).toBeTruthy()
    expect(within(byTid('co-discount')).getByText('-¥0.12')).toBeTruthy()
    expect(within(byTid('co-fee-5')).getByText('¥8.00')).toBeTruthy()
    expect(screen.getByText('Li Lei')).toBeTruthy()
    expect(screen.getByText('Green tea')).toBeTruthy()
    expect(bodyOf(sent('POST', '/api/order/api/checkout/preview')[0])).toEqual({ basketIds: [3, 5], choices: [] })

    tapTid('co-submit')
    await waitFor(() => expect(navigations).toContain('redirectTo /pages/systemPay/order/details/index?payNo=P123456'))
    const submits = sent('POST', '/api/order/api/checkout/submit')
    expect(submits).toHaveLength(1)
    expect(bodyOf(submits[0])).toEqual({ basketIds: [3, 5], choices: [] })
    expect(headerOf(submits[0], 'Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
  })

  test('no address: the "add a shipping address" row shows and submit sends nothing', async () => {
    openWith({ skuId: '51', count: '2' })
    answer('/api/order/api/checkout/preview', ok({ ...preview, address: null, ok: false, shops: [{ ...preview.shops[0], problems: ['addressRequired'] }] }))
    render(<CheckoutPage />)
    await waitFor(() => expect(queryTid('co-no-address')).not.toBeNull())
    expect(screen.getAllByText('Add a shipping address before payment').length).toBeGreaterThanOrEqual(1)
    expect(bodyOf(sent('POST', '/api/order/api/checkout/preview')[0])).toEqual({ skuId: 51, count: 2, choices: [] })
    tapTid('co-submit')
    await act(async () => {})
    expect(sent('POST', '/api/order/api/checkout/submit')).toHaveLength(0)
  })
})

describe('cashier (systemPay/order/details/index)', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)
  const channels = (extra = {}) =>
    ok({
      currency: 'CNY',
      balance: 100000,
      hasPayPassword: true,
      // SYS is not first: the shopper picks it
      channels: [
        { code: 'STRIPE', kind: 'online', billing: false },
        { code: 'SYS', kind: 'balance', billing: false },
      ],
      // the target's numbers come with the channels (the cashier reads nothing else)
      amount: 5074,
      state: 'unpaid',
      targetKind: 'order',
      expiresAt: new Date(Date.now() + 90_000).toISOString(),
      ...extra,
    })

  test('shows the amount and the channels; picking Balance asks for the pay password, and six digits pay', async () => {
    openWith({ payNo: 'P123456' })
    answer('/api/order/api/pay/channels', channels())
    answer('/api/order/api/pay/balance', ok({ id: 9, payNo: 'P123456', channel: 'SYS', status: 'paid', amount: 5074, currency: 'CNY' }))
    render(<CashierPage />)
    await waitFor(() => expect(queryTid('cs-amount')).not.toBeNull())
    expect(within(byTid('cs-amount')).getByText('¥50.74')).toBeTruthy()
    expect(screen.getByText('Balance ¥1000.00')).toBeTruthy()
    expect(screen.getByText('Card (Stripe)')).toBeTruthy()
    expect(screen.getByText(/^Pay within \d\d:\d\d$/)).toBeTruthy()
    expect(sent('GET', '/api/order/api/pay/channels')[0].data).toMatchObject({ platform: 'rn', payNo: 'P123456' })

    tapTid('ch-SYS')
    tapTid('cs-pay')
    await waitFor(() => expect(screen.getByText('Enter your pay password')).toBeTruthy())
    // nothing was paid yet: the channel only opened the password sheet
    expect(sent('POST', '/api/order/api/pay')).toHaveLength(0)
    expect(sent('POST', '/api/order/api/pay/balance')).toHaveLength(0)

    const input = hostOf(byTid('pay-pwd-input'))
    fireEvent.changeText(input, '24681')
    await act(async () => {})
    expect(sent('POST', '/api/order/api/pay/balance')).toHaveLength(0)
    fireEvent.changeText(input, '246810')
    await waitFor(() => expect(navigations).toContain('redirectTo /pages/order/success?payNo=P123456'))
    const pays = sent('POST', '/api/order/api/pay/balance')
    expect(pays).toHaveLength(1)
    expect(bodyOf(pays[0])).toEqual({ payNo: 'P123456', payPassword: '246810' })
    expect(headerOf(pays[0], 'Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
  })

  test("an online channel on RN opens the gateway's hosted page (absolute, on the API origin) in the web page, then polls the status to success", async () => {
    openWith({ payNo: 'P123456' })
    answer('/api/order/api/pay/channels', channels())
    answer(
      '/api/order/api/pay',
      ok({
        id: 77,
        payNo: 'P123456',
        channel: 'STRIPE',
        status: 'pending',
        amount: 5074,
        currency: 'CNY',
        payUrl: '/api/pay/gateway/STRIPE/tok1?tenant=default',
      }),
    )
    answer('/api/order/api/pay/77', ok({ id: 77, payNo: 'P123456', channel: 'STRIPE', status: 'paid', amount: 5074, currency: 'CNY' }))
    render(<CashierPage />)
    await waitFor(() => expect(queryTid('cs-pay')).not.toBeNull())
    // the first channel is chosen unless another is picked
    tapTid('cs-pay')
    await waitFor(() => expect(navigations).toContain('redirectTo /pages/order/success?payNo=P123456'))
    const web = navigations.find((n) => n.startsWith('navigateTo /pages/web?url='))
    expect(decodeURIComponent(web!.split('url=')[1])).toMatch(/^https?:\/\/[^/]+\/api\/pay\/gateway\/STRIPE\/tok1\?tenant=default$/)
    expect(bodyOf(sent('POST', '/api/order/api/pay')[0])).toMatchObject({ payNo: 'P123456', channel: 'STRIPE', platform: 'rn' })
    expect(sent('GET', '/api/order/api/pay/77').length).toBeGreaterThanOrEqual(1)
  })

  test("a wrong pay password: the server's message, the boxes cleared, no page change", async () => {
    openWith({ payNo: 'P123456' })
    answer('/api/order/api/pay/channels', channels())
    answer('/api/order/api/pay/balance', { code: 400, ok: false, msg: 'Wrong pay password, 4 tries left' }, 400)
    render(<CashierPage />)
    await waitFor(() => expect(queryTid('ch-SYS')).not.toBeNull())
    tapTid('ch-SYS')
    tapTid('cs-pay')
    await waitFor(() => expect(queryTid('pay-pwd-input')).not.toBeNull())
    fireEvent.changeText(hostOf(byTid('pay-pwd-input')), '111111')
    await waitFor(() => expect(toasts).toContain('Wrong pay password, 4 tries left'))
    expect(navigations.filter((n) => n.startsWith('redirectTo'))).toEqual([])
    expect(byTid('pay-pwd-input').props.value).toBe('')
  })
})

describe('orders (order/index, order/form/info)', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)
  const order = (id: number, extra = {}) => ({
    id,
    orderNo: `O2026112300${id}`,
    payNo: 'P123456',
    state: 'to_ship',
    status: '1',
    shopId: 5,
    shopName: 'Tea House',
    mode: 'delivery',
    lines: [LINE],
    count: 2,
    goodsAmount: 2000,
    shippingFee: 800,
    discount: 300,
    payAmount: 2500,
    currency: 'CNY',
    payChannel: 'SYS',
    expiresAt: null,
    createTime: '2026-11-23T10:00:00.000Z',
    payTime: '2026-11-23T10:01:00.000Z',
    shipTime: null,
    receiveTime: null,
    finishTime: null,
    cancelTime: null,
    ...extra,
  })
  const DICT = [{ dictType: 'order_receiving_status', dictValue: '1', dictSort: 1, dictLabel: 'Waiting for shipment', cssClass: null }]

  test("the list shows the counts, the dictionary state and the server's sum; a tab asks the server for that tab", async () => {
    openWith({})
    answer(
      '/api/order/api/main/count',
      ok({ pendingOrderCount: 0, deliverOrderCount: 2, receivingOrderCount: 0, evaluateOrderCount: 120, refundOrderCount: 0 }),
    )
    answer('/api/system/dict/data/type/order_receiving_status', ok(DICT))
    answer('/api/order/api/list', page([order(7), order(8, { shopName: 'Rice Shop', payAmount: 12345 })]))
    render(<OrderListPage />)
    await waitFor(() => expect(screen.getByText('Rice Shop')).toBeTruthy())
    expect(screen.getByText('2 items, total ¥25.00')).toBeTruthy()
    expect(screen.getByText('2 items, total ¥123.45')).toBeTruthy()
    await waitFor(() => expect(within(byTid('order-state-7')).getByText('Waiting for shipment')).toBeTruthy())
    expect(within(byTid('ol-count-to_ship')).getByText('2')).toBeTruthy()
    expect(within(byTid('ol-count-to_review')).getByText('99+')).toBeTruthy()
    expect(sent('GET', '/api/order/api/list')[0].data).toMatchObject({ tab: 'all', pageNum: 1, pageSize: 10 })

    tapTid('ol-tab-to_ship')
    await waitFor(() => expect(sent('GET', '/api/order/api/list').some((r) => (r.data as { tab?: string }).tab === 'to_ship')).toBe(true))
  })

  test('"Pay" on an unpaid order of the list opens its cashier (the button, not the card under it)', async () => {
    openWith({ tab: 'to_pay' })
    answer('/api/order/api/main/count', ok({ pendingOrderCount: 1, deliverOrderCount: 0, receivingOrderCount: 0, evaluateOrderCount: 0, refundOrderCount: 0 }))
    answer('/api/order/api/list', page([order(9, { state: 'to_pay', status: '0', payNo: 'P999999', payTime: null })]))
    render(<OrderListPage />)
    await waitFor(() => expect(queryTid('ol-pay-9')).not.toBeNull())
    expect(sent('GET', '/api/order/api/list')[0].data).toMatchObject({ tab: 'to_pay' })
    tapTid('ol-pay-9')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/systemPay/order/details/index?payNo=P999999'))
    expect(navigations.filter((n) => n.includes('order/form/info'))).toEqual([])
  })

  test('the detail of a pickup order draws its pickup code as a QR picture, shows the server\'s amounts, and "remind" reaches the server', async () => {
    openWith({ id: '7' })
    answer('/api/system/dict/data/type/order_receiving_status', ok(DICT))
    answer(
      '/api/order/api/7',
      ok({
        ...order(7, { mode: 'pickup' }),
        address: null,
        pickupPoint: {
          id: 2,
          shopId: 5,
          name: 'Tea House Gate 2',
          address: '8 Market Street',
          hours: '09:00-21:00',
          phone: null,
          lat: null,
          lng: null,
          distance: null,
        },
        pickupCode: '83920174',
        remark: 'ring twice',
        cancelReason: null,
        carrier: null,
        trackingNo: null,
        history: [],
        actions: ['remind'],
      }),
    )
    answer('/api/order/api/7/remind', ok({ id: 7, state: 'to_ship' }))
    render(<OrderDetailPage />)
    await waitFor(() => expect(queryTid('od-pickup')).not.toBeNull())
    expect(screen.getByText('Tea House Gate 2')).toBeTruthy()
    expect(within(byTid('od-pickup-code')).getByText('Pickup code 83920174')).toBeTruthy()
    const qr = byTid('pickup-qr')
    expect(String(qr.props.src)).toMatch(/^data:image\/gif;base64,[A-Za-z0-9+/]+=*$/)
    expect(within(byTid('od-amount')).getByText('¥25.00')).toBeTruthy()
    expect(screen.getByText('-¥3.00')).toBeTruthy()
    expect(within(byTid('od-no')).getByText('O20261123007')).toBeTruthy()
    await waitFor(() => expect(within(byTid('od-state')).getByText('Waiting for shipment')).toBeTruthy())

    tapTid('od-remind')
    await waitFor(() => expect(sent('POST', '/api/order/api/7/remind')).toHaveLength(1))
    await waitFor(() => expect(toasts).toContain('The shop was reminded'))
  })
})

describe('addresses (user/receivingAddress/index, binding)', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)
  const addr = (id: number, extra = {}) => ({
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

  test('the list shows the addresses with the default badge; "set as default" calls settingDegault', async () => {
    openWith({})
    answer('/api/customer/api/addr', ok([addr(1, { isDefault: true, label: 'home' }), addr(2)]))
    answer('/api/customer/api/addr/settingDegault/2', ok(null))
    render(<AddressListPage />)
    await waitFor(() => expect(screen.getByText('Name 2')).toBeTruthy())
    expect(screen.getByText('Street 1')).toBeTruthy()
    expect(queryTid('addr-default-1')).not.toBeNull()
    expect(queryTid('addr-default-2')).toBeNull()
    expect(queryTid('addr-set-default-1')).toBeNull()
    tapTid('addr-set-default-2')
    await waitFor(() => expect(sent('PUT', '/api/customer/api/addr/settingDegault/2')).toHaveLength(1))
    await waitFor(() => expect(toasts).toContain('Set as default'))
  })

  test('the form: recipient, phone, a region from the tree, detail; save sends them', async () => {
    openWith({})
    answer('/api/system/api/address/province', ok([{ id: 140000, parentId: null, name: '山西省', level: 1, hasChildren: false }]))
    answer('/api/customer/api/addr', (data: unknown) => ok(addr(5, typeof data === 'string' ? JSON.parse(data) : (data as object))))
    render(<AddressFormPage />)
    fireEvent.changeText(screen.getByPlaceholderText("Recipient's name"), 'Han Meimei')
    fireEvent.changeText(screen.getByPlaceholderText("Recipient's phone number"), '13912345678')
    fireEvent.changeText(screen.getByPlaceholderText('Street, building, door number'), 'No. 9 Yard, Unit 3')
    tapTid('addr-region')
    await waitFor(() => expect(screen.getByText('山西省')).toBeTruthy())
    tapTid('region-140000')
    await waitFor(() => expect(queryTid('region-picker')).toBeNull())
    expect(screen.getByText('山西省')).toBeTruthy()
    tap(hostOf(screen.getByText('Save')))
    await waitFor(() => expect(sent('POST', '/api/customer/api/addr')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/customer/api/addr')[0])).toMatchObject({
      name: 'Han Meimei',
      phone: '13912345678',
      countryArea: '86',
      detail: 'No. 9 Yard, Unit 3',
    })
    await waitFor(() => expect(toasts).toContain('Saved'))
  })
})
