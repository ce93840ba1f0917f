import { View } from '@tarojs/components'
import './skeleton.scss'
import './skeleton-web'

/**
 * What a screen looks like while it loads (grey blocks in the layout the content will take), instead of a
 * spinner. `grid`: product cards two a row; `list`: rows with a picture and lines (cart, favourites,
 * footprints, reviews); `detail`: a big picture and text lines (product, store); `rail`: the classify tab's
 * left rail and right pane; `sheet`: a picker panel. Plain flex blocks (React Native takes the same
 * styles); H5 and mini-programs add a shimmer (skeleton.h5.scss).
 */
export type SkeletonKind = 'grid' | 'list' | 'detail' | 'rail' | 'sheet'

const Bar = ({ w }: { w: 'full' | 'long' | 'mid' | 'short' }) => <View className={`skeleton__bar skeleton__bar--${w}`} />

function Row() {
  return (
    <View className='skeleton__row'>
      <View className='skeleton__thumb' />
      <View className='skeleton__lines'>
        <Bar w='long' />
        <Bar w='mid' />
        <Bar w='short' />
      </View>
    </View>
  )
}

function Card() {
  return (
    <View className='skeleton__card'>
      <View className='skeleton__pic' />
      <Bar w='long' />
      <Bar w='short' />
    </View>
  )
}

export function Skeleton({ kind = 'list', rows = 4 }: { kind?: SkeletonKind; rows?: number }) {
  const n = Array.from({ length: rows }, (_, i) => i)
  let body
  if (kind === 'grid') {
    body = <View className='skeleton__grid'>{n.map((i) => <Card key={i} />)}</View>
  } else if (kind === 'detail') {
    body = (
      <View>
        <View className='skeleton__hero' />
        <View className='skeleton__pad'>
          <Bar w='mid' />
          <Bar w='full' />
          <Bar w='long' />
          <Bar w='short' />
        </View>
        {n.slice(0, 2).map((i) => <Row key={i} />)}
      </View>
    )
  } else if (kind === 'rail') {
    body = (
      <View className='skeleton__split'>
        <View className='skeleton__rail'>{n.map((i) => <Bar key={i} w='full' />)}</View>
        <View className='skeleton__pane'>{n.slice(0, 3).map((i) => <Row key={i} />)}</View>
      </View>
    )
  } else if (kind === 'sheet') {
    body = (
      <View className='skeleton__pad'>
        <Row />
        <Bar w='short' />
        <View className='skeleton__chips'>{n.map((i) => <View key={i} className='skeleton__chip' />)}</View>
      </View>
    )
  } else {
    body = <View>{n.map((i) => <Row key={i} />)}</View>
  }
  return (
    <View className={`skeleton skeleton--${kind}`} aria-busy='true' data-testid='skeleton'>
      {body}
    </View>
  )
}
