// H5 and mini-programs: NutUI's Empty with its own CSS and our pictures. React Native gets empty.rn.tsx.
import type { ComponentProps } from 'react'
import NutEmpty from '@nutui/nutui-react-taro/dist/es/packages/empty'
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'
import { View } from '@tarojs/components'
import { useEmptyPicture } from './empty-pictures'

export { useEmptyPicture } from './empty-pictures'

type EmptyProps = ComponentProps<typeof NutEmpty>

/** NutUI's Empty with the app's own picture for its status (an `image` passed in still wins). */
export function Empty({ status = 'empty', image, ...rest }: EmptyProps) {
  const picture = useEmptyPicture(status)
  // never NutUI's default (another host): while H5's drawings load, an empty box of the picture's size
  return <NutEmpty status={status} image={image ?? picture ?? <View />} {...rest} />
}
