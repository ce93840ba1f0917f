import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ProductDetail, Sku } from '~types/catalog'
import { setLocale } from '@/core/i18n'
import { checkQuantity, choiceText, choose, initialSelection, isValueEnabled, maxQuantity, selectedSku, shown } from '@/core/ui/sku-picker'
import { SkuPanel, useSkuPicker } from '@/core/ui/sku-panel'
import { fakeApi, type FakeApi } from './fake-api'

// colour x size like the demo's T-shirt: white/L is sold out, black/XL is not for sale
const groups: ProductDetail['specGroups'] = [
  {
    key: 'colour',
    name: 'Colour',
    values: [
      { key: 'white', name: 'White' },
      { key: 'black', name: 'Black' },
    ],
  },
  {
    key: 'size',
    name: 'Size',
    values: [
      { key: 'M', name: 'M' },
      { key: 'L', name: 'L' },
      { key: 'XL', name: 'XL' },
    ],
  },
]
const sku = (id: number, colour: string, size: string, price: number, stock: number, available = true): Sku => ({
  id,
  spec: { colour, size },
  price,
  originalPrice: price + 1000,
  stock,
  image: `/img/${colour}-${size}.png`,
  available,
})
const skus = [
  sku(1, 'white', 'M', 6700, 5),
  sku(2, 'white', 'L', 7200, 0),
  sku(3, 'white', 'XL', 7700, 40),
  sku(4, 'black', 'M', 8300, 51),
  sku(5, 'black', 'L', 8800, 2),
  sku(6, 'black', 'XL', 9400, 9, false),
]
const detail = { specGroups: groups, skus, price: 6700, originalPrice: 7700, stock: 107, images: ['/img/a.png', '/img/b.png'] }

describe('sku-picker (pure)', () => {
  test('a value that cannot make an in-stock SKU with the choice is disabled', () => {
    expect(isValueEnabled(skus, {}, 'size', 'L')).toBe(true) // black/L has stock
    expect(isValueEnabled(skus, { colour: 'white' }, 'size', 'L')).toBe(false) // white/L stock 0
    expect(isValueEnabled(skus, { colour: 'black' }, 'size', 'XL')).toBe(false) // not available
    expect(isValueEnabled(skus, { colour: 'white' }, 'size', 'XL')).toBe(true)
    expect(isValueEnabled(skus, { size: 'L' }, 'colour', 'white')).toBe(false)
    expect(isValueEnabled(skus, { size: 'L' }, 'colour', 'black')).toBe(true)
  })
  test('choosing drops a value of another group that no longer combines, a second tap un-chooses', () => {
    let sel = choose(skus, {}, 'size', 'L')
    expect(sel).toEqual({ size: 'L' })
    // white/L cannot be had: choosing white anyway (the panel shows it disabled) drops the size
    expect(choose(skus, sel, 'colour', 'white')).toEqual({ colour: 'white', size: undefined })
    // a value no SKU in stock has at all changes nothing
    expect(choose([sku(1, 'white', 'M', 1, 0)], {}, 'colour', 'white')).toEqual({})
    sel = choose(skus, { colour: 'white', size: 'M' }, 'size', 'XL')
    expect(sel).toEqual({ colour: 'white', size: 'XL' })
    sel = choose(skus, { colour: 'white', size: 'XL' }, 'colour', 'black') // black/XL is not for sale: size dropped
    expect(sel).toEqual({ colour: 'black', size: undefined })
    expect(choose(skus, sel, 'colour', 'black')).toEqual({ colour: undefined, size: undefined })
  })
  test('the SKU, price, picture and stock follow the choice', () => {
    expect(selectedSku(groups, skus, { colour: 'black' })).toBeUndefined()
    const s = selectedSku(groups, skus, { colour: 'black', size: 'L' })
    expect(s?.id).toBe(5)
    expect(shown(detail, s)).toEqual({ price: 8800, originalPrice: 9800, stock: 2, image: '/img/black-L.png' })
    expect(shown(detail, undefined)).toEqual({ price: 6700, originalPrice: 7700, stock: 107, image: '/img/a.png' })
    expect(choiceText(groups, { colour: 'black', size: 'L' })).toBe('Black / L')
  })
  test('no groups: the only SKU; a group with one buyable value is chosen at first', () => {
    expect(selectedSku([], [skus[0]], {})?.id).toBe(1)
    const one = [
      {
        key: 'size',
        name: 'Size',
        values: [
          { key: 'M', name: 'M' },
          { key: 'L', name: 'L' },
        ],
      },
    ]
    expect(initialSelection(one, [sku(7, 'x', 'M', 1, 0), { ...sku(8, 'x', 'L', 1, 3), spec: { size: 'L' } }])).toEqual({ size: 'L' })
    expect(initialSelection(groups, skus)).toEqual({})
  })
  test('quantity 1..stock, and never above the cart line maximum', () => {
    expect(checkQuantity(1, 2)).toBeNull()
    expect(checkQuantity(2, 2)).toBeNull()
    expect(checkQuantity(3, 2)).toBe('stock')
    expect(checkQuantity(0, 2)).toBe('range')
    expect(checkQuantity(1.5, 20)).toBe('range')
    expect(checkQuantity(10000, 50000)).toBe('range')
    expect(maxQuantity(50000)).toBe(9999)
    expect(maxQuantity(0)).toBe(1)
  })
})

function Harness() {
  const picker = useSkuPicker(detail)
  return <SkuPanel detail={detail} picker={picker} />
}

describe('SkuPanel', () => {
  let api: FakeApi
  beforeEach(() => {
    setLocale('en')
    // the panel asks the server nothing: the product's detail brought every SKU
    api = fakeApi().install()
  })
  afterEach(() => expect(api.keys()).toEqual([]))
  const tap = async (id: string) => {
    await act(async () => {
      fireEvent.click(screen.getByTestId(id))
    })
  }
  test('disables what cannot be bought, follows the choice, bounds the quantity with the spec messages', async () => {
    render(<Harness />)
    expect(screen.getByText('Please choose Colour')).toBeTruthy()
    expect(screen.getByTestId('sku-price').textContent).toBe('¥67.00')
    await tap('sku-colour-white')
    expect(screen.getByTestId('sku-size-L').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByTestId('sku-size-XL').getAttribute('aria-disabled')).toBe('false')
    await tap('sku-size-L') // disabled: nothing changes
    expect(screen.getByText('Please choose Size')).toBeTruthy()
    await tap('sku-colour-black')
    expect(screen.getByTestId('sku-size-XL').getAttribute('aria-disabled')).toBe('true')
    await tap('sku-size-L')
    expect(screen.getByText('Chosen: Black / L')).toBeTruthy()
    expect(screen.getByTestId('sku-price').textContent).toBe('¥88.00')
    expect(screen.getByTestId('sku-stock').textContent).toBe('Stock 2')
    expect(screen.getByTestId('sku-image').getAttribute('src')).toContain('/img/black-L.png')
    // stock 2: + twice reaches 2, a third asks for 3 and says why not
    await tap('qty-plus')
    expect(screen.queryByTestId('qty-problem')).toBeNull()
    await tap('qty-plus')
    expect(screen.getByTestId('qty-problem').textContent).toBe('Insufficient stock (2 left)')
    await tap('qty-minus')
    await tap('qty-minus')
    expect(screen.queryByTestId('qty-problem')).toBeNull()
    // typed out of range
    const input = document.querySelector('.sku__qty')!
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: '0' }, bubbles: true }))
    })
    expect(screen.getByTestId('qty-problem').textContent).toBe('Quantity out of range (1-2)')
    // a SKU with more stock: the price and stock follow
    await tap('sku-size-M')
    expect(screen.getByTestId('sku-price').textContent).toBe('¥83.00')
    expect(screen.getByTestId('sku-stock').textContent).toBe('Stock 51')
  })
})
