import { WebView } from '@tarojs/components'

/**
 * A web page inside a page: the platform's web-view on mini-programs and React Native (H5 has web-frame.h5.tsx, an
 * iframe). The `web` page shows one (features/shell/web-screen.tsx), the wallet's web pages another.
 */
export function WebFrame({ src }: { src: string }) {
  return <WebView src={src} />
}
