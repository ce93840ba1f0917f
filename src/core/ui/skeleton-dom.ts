/**
 * The skeleton's blocks as a class tree: `Skeleton` (skeleton.tsx) renders it as Views, and `skeletonDom`
 * as plain DOM with the same classes (their CSS: skeleton.scss, in H5's first-screen chunk) for what draws
 * outside React: H5's page frame (src/core/navigation/page-frame.ts), shown while a page's code loads.
 */
/** The layouts a skeleton takes (described in skeleton.tsx). */
export type SkeletonKind = 'grid' | 'list' | 'detail' | 'rail' | 'sheet'
type Block = [className: string, children?: Block[]]

const bar = (w: 'full' | 'long' | 'mid' | 'short'): Block => [`skeleton__bar skeleton__bar--${w}`]
const row = (): Block => ['skeleton__row', [['skeleton__thumb'], ['skeleton__lines', [bar('long'), bar('mid'), bar('short')]]]]
const card = (): Block => ['skeleton__card', [['skeleton__pic'], bar('long'), bar('short')]]
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i))

/** The class tree Skeleton draws for `kind` (its defaults: 6 rows for a grid, else 4). */
export function skeletonBlocks(kind: SkeletonKind, rows = kind === 'grid' ? 6 : 4): Block {
  let body: Block
  if (kind === 'grid') body = ['skeleton__grid', times(rows, card)]
  else if (kind === 'detail')
    body = ['', [['skeleton__hero'], ['skeleton__pad', [bar('mid'), bar('full'), bar('long'), bar('short')]], ...times(Math.min(rows, 2), row)]]
  else if (kind === 'rail')
    body = [
      'skeleton__split',
      [
        ['skeleton__rail', times(rows, () => bar('full'))],
        ['skeleton__pane', times(Math.min(rows, 3), row)],
      ],
    ]
  else if (kind === 'sheet') body = ['skeleton__pad', [row(), bar('short'), ['skeleton__chips', times(rows, () => ['skeleton__chip'] as Block)]]]
  else body = ['', times(rows, row)]
  return [`skeleton skeleton--${kind}`, [body]]
}

/** Skeleton's blocks for `kind` as DOM elements. */
export function skeletonDom(kind: SkeletonKind, rows?: number, doc: Document = document): HTMLElement {
  const make = ([className, children = []]: Block): HTMLElement => {
    const el = doc.createElement('div')
    if (className) el.className = className
    for (const c of children) el.appendChild(make(c))
    return el
  }
  const el = make(skeletonBlocks(kind, rows))
  el.setAttribute('aria-busy', 'true')
  return el
}
