// Mini-programs: the host's share menu (route flag `share`) sends the invitation page to a chat.
import { useShareAppMessage } from '@tarojs/taro'
import { invitePath } from './invite-link'

export function useInviteMenu(groupId: number, title: string) {
  useShareAppMessage(() => ({ title, path: `/${invitePath(groupId)}` }))
}
