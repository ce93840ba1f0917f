import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CollectionItem, CollectionType } from '~types/collection'
import { invalidate, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { PAGE_SIZE } from './api'
import { MoreLine } from './more-line'
import './texts'
import './collect.scss'
import './collect-web'

/** Favourites (`user/collect/index`): products and shops in two tabs, paged; remove one, or several in edit mode. */
export function FavouritesScreen() {
  const { t } = useT('collect')
  const [type, setType] = useState<CollectionType>(1)
  const [editing, setEditing] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const q = useInfiniteQuery(keyOf('collection.list', type), (pageNum) => api.collection.list({ params: { type }, query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)

  const switchTo = (next: CollectionType) => {
    setType(next)
    setPicked([])
  }
  const remove = async (ids: number[]) => {
    if (!ids.length) return toast(t('noSelection'))
    if (!(await confirm(t('removeConfirm', { count: ids.length })))) return
    try {
      await api.collection.removeMany({ query: { type, ids: ids.join(',') } })
      toast(t('removed'), 'success')
      setPicked([])
    } catch {
      // the request client showed the server's message
    }
    await invalidate(keyOf('collection.list'))
  }
  const open = (f: CollectionItem) => {
    if (editing) return setPicked((p) => (p.includes(f.targetId) ? p.filter((x) => x !== f.targetId) : [...p, f.targetId]))
    if (f.type === 1) void nav.to('classify/goods/info/index', { id: f.targetId })
    else void nav.to('store/index', { id: f.targetId })
  }
  const all = q.rows.map((r) => r.targetId)
  const allPicked = all.length > 0 && all.every((id) => picked.includes(id))

  return (
    <View className='collect' data-testid='favourites'>
      <View className='collect-tabs'>
        {([1, 2] as const).map((k) => (
          <View key={k} className={k === type ? 'collect-tab collect-tab--on' : 'collect-tab'} data-testid={`fav-tab-${k}`} onClick={() => switchTo(k)}>
            <Text className={k === type ? 'collect-tab__text collect-tab__text--on' : 'collect-tab__text'}>{t(k === 1 ? 'tab.products' : 'tab.shops')}</Text>
          </View>
        ))}
        <Text
          className='collect-tabs__edit'
          data-testid='fav-edit'
          onClick={() => {
            setEditing(!editing)
            setPicked([])
          }}
        >
          {editing ? t('done') : t('edit')}
        </Text>
      </View>
      <Screen query={q} empty={!q.rows.length} emptyText={t(type === 1 ? 'emptyProducts' : 'emptyShops')}>
        {q.rows.map((f) => (
          <View
            key={f.id}
            className={f.invalid ? 'collect-item collect-item--invalid' : 'collect-item'}
            data-testid={`fav-${f.targetId}`}
            onClick={() => open(f)}
          >
            {editing && (
              <View className={picked.includes(f.targetId) ? 'collect-check collect-check--on' : 'collect-check'}>
                {picked.includes(f.targetId) && <Text className='collect-check__mark'>✓</Text>}
              </View>
            )}
            <RemoteImage className={type === 1 ? 'collect-item__image' : 'collect-item__logo'} src={f.image} mode='aspectFill' size='thumb' />
            <View className='collect-item__body'>
              <Text className='collect-item__title'>{f.title}</Text>
              {f.shopName && type === 1 && <Text className='collect-item__sub'>{f.shopName}</Text>}
              {f.invalid && <Text className='collect-item__tag'>{t(`reason.${f.reason ?? 'gone'}`)}</Text>}
              <View className='collect-item__foot'>
                <Text className='collect-item__price'>{f.price !== undefined ? money(f.price) : ''}</Text>
                {!editing && (
                  <Text
                    className='collect-item__action'
                    data-testid={`fav-remove-${f.targetId}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      void remove([f.targetId])
                    }}
                  >
                    {t('remove')}
                  </Text>
                )}
              </View>
            </View>
          </View>
        ))}
        {q.rows.length > 0 && <MoreLine q={q} />}
      </Screen>
      {editing && q.rows.length > 0 && (
        <View className='collect-bar'>
          <Text className='collect-bar__all' data-testid='fav-all' onClick={() => setPicked(allPicked ? [] : all)}>
            {(allPicked ? '✓ ' : '') + t('selectAll')}
          </Text>
          <Text className='collect-bar__danger' data-testid='fav-remove-selected' onClick={() => void remove(picked)}>
            {t('removeSelected', { count: picked.length })}
          </Text>
        </View>
      )}
    </View>
  )
}
