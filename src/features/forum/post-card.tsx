import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Icon, RemoteImage } from '@/core/ui'
import { when, type ForumPost } from './api'
import { BUBBLE, HEART, HEART_ON } from './icons'
import './texts'
import './forum.scss'
import './forum-web'

/** A post in a list: who, when, its class, the text (a few lines), up to three pictures, likes and comments; tap opens it. */
export function PostCard({ p }: { p: ForumPost }) {
  const { t } = useT('forum')
  const shown = p.status === 'shown'
  return (
    <View className='fm-card' data-testid={`forum-post-${p.id}`} onClick={() => void nav.to('user/discuss/info', { id: p.id })}>
      <Author name={p.author.nickname} avatar={p.author.avatar} time={p.createTime} cls={p.className} />
      {shown ? (
        <Text className='fm-card__text' data-testid={`forum-post-text-${p.id}`}>
          {p.content}
        </Text>
      ) : (
        <Text className='fm-removed'>{t('removedMine')}</Text>
      )}
      {p.pictures.length > 0 && (
        <View className='fm-thumbs'>
          {p.pictures.slice(0, 3).map((u, i) => (
            <RemoteImage key={`${i}-${u}`} className='fm-thumb' src={u} mode='aspectFill' size='thumb' />
          ))}
          {p.pictures.length > 3 && <Text className='fm-thumbs__more'>+{p.pictures.length - 3}</Text>}
        </View>
      )}
      <View className='fm-card__foot'>
        <View className='fm-stat'>
          <Icon svg={p.liked ? HEART_ON : HEART} size={16} />
          <Text className='fm-stat__n' data-testid={`forum-post-likes-${p.id}`}>
            {p.likes}
          </Text>
        </View>
        <View className='fm-stat'>
          <Icon svg={BUBBLE} size={16} />
          <Text className='fm-stat__n' data-testid={`forum-post-comments-${p.id}`}>
            {p.comments}
          </Text>
        </View>
      </View>
    </View>
  )
}

/** The author line: picture (or a blank circle), name, class and time. */
export function Author({ name, avatar, time, cls }: { name: string; avatar: string; time: string; cls?: string }) {
  return (
    <View className='fm-author'>
      {avatar ? <RemoteImage className='fm-avatar' src={avatar} mode='aspectFill' size='thumb' /> : <View className='fm-avatar' />}
      <View className='fm-author__body'>
        <Text className='fm-author__name'>{name}</Text>
        <Text className='fm-author__meta'>{cls ? `${cls} · ${when(time)}` : when(time)}</Text>
      </View>
    </View>
  )
}
