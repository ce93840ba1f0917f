import { Text, View } from '@tarojs/components'
import { useChatUnread } from '@/core/chat'
import './merchant.scss'

/** The workbench's "Customer chats" tile: the chat unread, live over the chat socket (@/core/chat). */
export function ChatTile({ label, onClick }: { label: string; onClick(): void }) {
  const unread = useChatUnread()
  return (
    <View className='mch-tile' data-testid='tile-chat' onClick={onClick}>
      <Text className='mch-tile__count' data-testid='tile-chat-unread'>
        {unread > 0 ? (unread > 99 ? '99+' : unread) : '›'}
      </Text>
      <Text className='mch-tile__label'>{label}</Text>
    </View>
  )
}
