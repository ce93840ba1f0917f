import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { when } from './api'
import './texts'
import './message.scss'
import './message-web'

/** One announcement in full (`public/msg/sys-msg-detail?id=`, `GET system/api/notice/{id}`). */
export function SysMsgDetailScreen() {
  const { t } = useT('message')
  const id = Number(usePageParams('public/msg/sys-msg-detail').id)
  const q = useQuery(keyOf('system.noticeDetail', id), () => api.system.noticeDetail({ params: { id } }), { enabled: id > 0 })
  const n = q.data
  return (
    <View className='msg' data-testid='sys-msg-detail'>
      <Screen query={q} skeleton='detail'>
        {n && (
          <View className='msg-article'>
            <Text className='msg-article__title' data-testid='sys-msg-title'>
              {n.title}
            </Text>
            <Text className='msg-article__time'>{t('published', { date: when(n.createTime) })}</Text>
            <Text className='msg-article__body' data-testid='sys-msg-body'>
              {n.content}
            </Text>
          </View>
        )}
      </Screen>
    </View>
  )
}
