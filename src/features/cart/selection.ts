import type { BasketGroup, BasketList } from '~types/cart'

/**
 * Selection rules of the cart, pure: only baskets in `groups` (valid ones) can be ticked; the
 * `invalid` list never can. A ticked id the list no longer holds (deleted, became invalid) drops out.
 */
const selectableIds = (list: BasketList | undefined): number[] => (list ? list.groups.flatMap((g) => g.baskets.map((b) => b.id)) : [])

/**
 * The ticked baskets from what the shopper unticked (the cart store): every selectable basket but those, so
 * a basket just added is ticked. In list order.
 */
export function selectedOf(list: BasketList | undefined, unticked: readonly number[]): number[] {
  const off = new Set(unticked)
  return selectableIds(list).filter((id) => !off.has(id))
}

/** What the cart store keeps for a selection: the selectable baskets not in it. */
export function untickedOf(list: BasketList | undefined, selected: readonly number[]): number[] {
  const on = new Set(selected)
  return selectableIds(list).filter((id) => !on.has(id))
}

/** The ticked ids that are still selectable, in list order. */
export function effectiveSelection(list: BasketList | undefined, selected: readonly number[]): number[] {
  const ticked = new Set(selected)
  return selectableIds(list).filter((id) => ticked.has(id))
}

export function toggleOne(list: BasketList | undefined, selected: readonly number[], id: number): number[] {
  const sel = effectiveSelection(list, selected)
  if (!selectableIds(list).includes(id)) return sel
  return sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id]
}

export const isShopSelected = (group: BasketGroup, selected: readonly number[]) =>
  group.baskets.length > 0 && group.baskets.every((b) => selected.includes(b.id))

/** A shop's tick: all of its baskets when not all are ticked, none when they all are. */
export function toggleShop(list: BasketList | undefined, selected: readonly number[], shopId: number): number[] {
  const sel = effectiveSelection(list, selected)
  const group = list?.groups.find((g) => g.shopId === shopId)
  if (!group) return sel
  const ids = group.baskets.map((b) => b.id)
  if (isShopSelected(group, sel)) return sel.filter((x) => !ids.includes(x))
  return [...sel, ...ids.filter((x) => !sel.includes(x))]
}

export const isAllSelected = (list: BasketList | undefined, selected: readonly number[]) => {
  const all = selectableIds(list)
  return all.length > 0 && effectiveSelection(list, selected).length === all.length
}

/** "Select all": every valid basket, or none when all are ticked. */
export const toggleAll = (list: BasketList | undefined, selected: readonly number[]): number[] => (isAllSelected(list, selected) ? [] : selectableIds(list))
