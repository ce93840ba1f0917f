// Mini-programs: the host's share menu (route flag `share`) sends this share's page to a chat.
import { useShareAppMessage } from '@tarojs/taro'
import { sharePath } from './share-link'

export function useShareMenu(code: string, title: string) {
  useShareAppMessage(() => ({ title, path: `/${sharePath(code)}` }))
}
