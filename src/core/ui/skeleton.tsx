import { View } from '@tarojs/components'
import { skeletonBlocks, type SkeletonKind } from './skeleton-dom'
import './skeleton.scss'
import './skeleton-web'

/**
 * What a screen looks like while it loads (grey blocks in the layout the content will take), instead of a
 * spinner. `grid`: product cards two a row; `list`: rows with a picture and lines (cart, favourites,
 * footprints, reviews); `detail`: a big picture and text lines (product, store); `rail`: the classify tab's
 * left rail and right pane; `sheet`: a picker panel. Plain flex blocks (React Native takes the same
 * styles); H5 and mini-programs add a shimmer (skeleton.h5.scss).
 */
export type { SkeletonKind }

type Block = ReturnType<typeof skeletonBlocks>

const draw = ([className, children = []]: Block, key?: number) => (
  <View key={key} className={className || undefined}>
    {children.map((c, i) => draw(c, i))}
  </View>
)

/** The blocks come from `skeletonBlocks` (skeleton-dom.ts), which H5's page frame draws as plain DOM too. */
export function Skeleton({ kind = 'list', rows = 4 }: { kind?: SkeletonKind; rows?: number }) {
  const [className, children = []] = skeletonBlocks(kind, rows)
  return (
    <View className={className} aria-busy='true' data-testid='skeleton'>
      {children.map((c, i) => draw(c, i))}
    </View>
  )
}
