import { WebView } from '@tarojs/components'

/** Mini-programs and React Native: the platform's web-view (H5 has web-frame.h5.tsx, an iframe). */
export function WebFrame({ src }: { src: string }) {
  return <WebView src={src} />
}
