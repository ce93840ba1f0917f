import { View } from '@tarojs/components'
import { usePageParams } from '@/core/navigation'
import { LiveList } from './live-list'
import { LiveRoomView } from './live-room'
import './texts'
import './live.scss'
import './live-web'

/**
 * `liveBroadcast/index` (custom header): without `id` the rooms (live first, then scheduled, then ended); with
 * `id` the room itself: its video, status, chat and pinned products bought in place.
 */
export function LiveScreen() {
  const p = usePageParams('liveBroadcast/index')
  const id = Number(p.id)
  return <View className={id > 0 ? 'lv lv--room' : 'lv'}>{id > 0 ? <LiveRoomView id={id} /> : <LiveList />}</View>
}
