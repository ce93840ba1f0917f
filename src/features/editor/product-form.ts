import type { ProductBody, ProductEdit, SkuEdit } from '~types/editor'
import { EDITOR_LIMITS as L } from '~types/editor-codes'
import { money, toMinor } from '@/core/format/money'

// The product editor's rules on the device (for comfort: the server checks them all again): the SKU grid
// generated from the spec groups, amounts typed in yuan, the body the server takes.

export interface GroupDraft {
  key?: string
  name: string
  values: Array<{ key?: string; name: string }>
}
export interface SkuDraft {
  id?: number
  price: string
  originalPrice: string
  stock: string
  /** the stock read from the server (an existing SKU): the server adds what changed (ADR 0115) */
  stockWas?: number
}

/** The value names of every combination, in group order (`[[]]` without groups); blank names are left out. */
export function combinations(groups: GroupDraft[]): string[][] {
  const used = groups.map((g) => g.values.map((v) => v.name.trim()).filter(Boolean)).filter((vs) => vs.length)
  return used.reduce<string[][]>((acc, vs) => acc.flatMap((a) => vs.map((v) => [...a, v])), [[]])
}
export const comboKey = (spec: string[]) => spec.join(' / ')

export const yuanText = (minor: number) => money(minor, '')

/** The drafts of a product read from the server. */
export function draftsOf(p: ProductEdit): { groups: GroupDraft[]; skus: Record<string, SkuDraft> } {
  const skus: Record<string, SkuDraft> = {}
  for (const k of p.skus)
    skus[comboKey(k.spec)] = {
      id: k.id,
      price: yuanText(k.price),
      originalPrice: k.originalPrice > k.price ? yuanText(k.originalPrice) : '',
      stock: String(k.stock),
      stockWas: k.stock,
    }
  return { groups: p.specGroups.map((g) => ({ key: g.key, name: g.name, values: g.values.map((v) => ({ ...v })) })), skus }
}

export interface Draft {
  shopId?: number
  title: string
  categoryId: number | null
  images: string[]
  description: string
  groups: GroupDraft[]
  skus: Record<string, SkuDraft>
  on: boolean
}

type Problems = Record<string, string>
type Texts = { required: string; needPictures: string; needPrice: string; badStock: string; badAmount: string; specs: string }

/** The body for the server, or the problems by field (`title`, `images`, `skus.<i>.price` ...). */
export function bodyOf(d: Draft, tx: Texts): { body: ProductBody } | { problems: Problems } {
  const problems: Problems = {}
  if (!d.title.trim()) problems.title = tx.required
  if (!d.categoryId) problems.categoryId = tx.required
  if (d.images.length < L.imagesMin || d.images.length > L.imagesMax) problems.images = tx.needPictures
  const groups = d.groups.filter((g) => g.name.trim() || g.values.some((v) => v.name.trim()))
  groups.forEach((g, i) => {
    const names = g.values.map((v) => v.name.trim().toLowerCase()).filter(Boolean)
    if (!g.name.trim() || !names.length || new Set(names).size !== names.length) problems[`specGroups.${i}`] = tx.specs
  })
  const combos = combinations(groups)
  const skus: SkuEdit[] = combos.map((spec, i) => {
    const s = d.skus[comboKey(spec)] ?? { price: '', originalPrice: '', stock: '' }
    const price = toMinor(s.price)
    const original = s.originalPrice.trim() ? toMinor(s.originalPrice) : 0
    const stock = /^\d{1,6}$/.test(s.stock.trim()) ? Number(s.stock.trim()) : null
    if (price === null || price < L.priceMin || price > L.priceMax) problems[`skus.${i}.price`] = tx.needPrice
    if (original === null) problems[`skus.${i}.originalPrice`] = tx.badAmount
    if (stock === null) problems[`skus.${i}.stock`] = tx.badStock
    return {
      ...(s.id ? { id: s.id, stockWas: s.stockWas } : {}),
      spec,
      price: price ?? 0,
      ...(original ? { originalPrice: original } : {}),
      stock: stock ?? 0,
    }
  })
  if (Object.keys(problems).length) return { problems }
  return {
    body: {
      ...(d.shopId ? { shopId: d.shopId } : {}),
      title: d.title.trim(),
      categoryId: d.categoryId!,
      images: d.images,
      description: d.description.trim(),
      specGroups: groups.map((g) => ({
        ...(g.key ? { key: g.key } : {}),
        name: g.name.trim(),
        values: g.values.filter((v) => v.name.trim()).map((v) => ({ ...(v.key ? { key: v.key } : {}), name: v.name.trim() })),
      })),
      skus,
      status: d.on ? 'on' : 'off',
    },
  }
}
