import { Image, type ImageProps } from '@tarojs/components'
import { fileUrl } from '../request'

/** An image from the server: a server path (`/api/files/...`) becomes absolute where the app is not same-origin. */
export function RemoteImage(props: ImageProps) {
  return <Image {...props} src={fileUrl(props.src)} />
}
