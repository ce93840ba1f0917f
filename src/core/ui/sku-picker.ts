import type { ProductDetail, Sku } from '~types/catalog'

/**
 * The SKU picker's rules, pure (no React, no Taro): which spec values can still be chosen, which SKU a
 * choice names, and whether a quantity can be sent. The server is the judge when the cart is changed;
 * these rules only keep the shopper from asking for what cannot be had.
 */
export type SpecGroups = ProductDetail['specGroups']
/** group key -> chosen value key */
export type Selection = Record<string, string | undefined>

/** Most of one SKU a cart line holds (the server's CART_LINE_MAX, types/cart-codes.ts). */
export { CART_LINE_MAX as QUANTITY_MAX } from '~types/cart-codes'
import { CART_LINE_MAX } from '~types/cart-codes'

const buyable = (s: Sku) => s.available && s.stock > 0

/** Whether `sku` agrees with every chosen value, leaving out group `except`. */
function agrees(sku: Sku, sel: Selection, except?: string) {
  return Object.entries(sel).every(([g, v]) => g === except || v === undefined || sku.spec[g] === v)
}

/**
 * A value can be chosen when some in-stock SKU has it and agrees with the values chosen in the other
 * groups (so choosing it never leads to a combination that cannot be bought).
 */
export function isValueEnabled(skus: Sku[], sel: Selection, group: string, value: string): boolean {
  return skus.some((s) => buyable(s) && s.spec[group] === value && agrees(s, sel, group))
}

/** The SKU the choice names: every group chosen (or no groups: the only SKU); undefined otherwise. */
export function selectedSku(groups: SpecGroups, skus: Sku[], sel: Selection): Sku | undefined {
  if (!groups.length) return skus.length === 1 ? skus[0] : undefined
  if (groups.some((g) => sel[g.key] === undefined)) return undefined
  return skus.find((s) => groups.every((g) => s.spec[g.key] === sel[g.key]))
}

/**
 * Tap a value: a chosen value is un-chosen; otherwise it is chosen and any value of another group that
 * no longer combines with it into an in-stock SKU is dropped. A disabled value changes nothing.
 */
export function choose(skus: Sku[], sel: Selection, group: string, value: string): Selection {
  if (sel[group] === value) return { ...sel, [group]: undefined }
  if (!isValueEnabled(skus, { [group]: undefined }, group, value)) return sel
  const next: Selection = { ...sel, [group]: value }
  for (const [g, v] of Object.entries(next)) {
    if (g !== group && v !== undefined && !isValueEnabled(skus, { [group]: value }, g, v)) next[g] = undefined
  }
  return next
}

/** The first choice: a group with a single buyable value is chosen for the shopper. */
export function initialSelection(groups: SpecGroups, skus: Sku[]): Selection {
  const sel: Selection = {}
  for (const g of groups) {
    const open = g.values.filter((v) => isValueEnabled(skus, {}, g.key, v.key))
    if (open.length === 1) sel[g.key] = open[0].key
  }
  return sel
}

/** What the page shows for the choice: the SKU's price, picture and stock, else the product's. */
export function shown(detail: Pick<ProductDetail, 'price' | 'originalPrice' | 'stock' | 'images'>, sku: Sku | undefined) {
  return {
    price: sku ? sku.price : detail.price,
    originalPrice: sku ? sku.originalPrice : detail.originalPrice,
    stock: sku ? sku.stock : detail.stock,
    image: (sku && sku.image) || detail.images[0] || '',
  }
}

/** Why a quantity cannot be sent: `range` below 1 or above the cart's line maximum, `stock` above stock. */
export type QuantityProblem = 'range' | 'stock' | null
export function checkQuantity(count: number, stock: number): QuantityProblem {
  if (!Number.isInteger(count) || count < 1 || count > CART_LINE_MAX) return 'range'
  if (count > stock) return 'stock'
  return null
}

/** The largest quantity the stepper offers for a stock (at least 1 so the field stays usable). */
export const maxQuantity = (stock: number) => Math.max(1, Math.min(stock, CART_LINE_MAX))

/** The chosen values' names, in group order ("white / L"). */
export function choiceText(groups: SpecGroups, sel: Selection): string {
  return groups
    .map((g) => g.values.find((v) => v.key === sel[g.key])?.name)
    .filter(Boolean)
    .join(' / ')
}
