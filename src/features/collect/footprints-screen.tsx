import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { FOOTPRINT_MAX } from '~types/footprint-limits'
import type { Locale } from '~types/constants'
import { areaKey, invalidate, keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { PAGE_SIZE } from './api'
import { dayLabel, groupByDay } from './day-groups'
import { MoreLine } from './more-line'
import './texts'
import './collect.scss'
import './collect-web'

/** Footprints (`user/footmark`): products viewed, newest first, grouped by day; delete one or clear all. */
export function FootprintsScreen() {
  const { t, i18n } = useT('collect')
  const q = useInfiniteQuery(keyOf('footprint.list'), (pageNum) => api.footprint.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const cap = t('foot.cap', { max: FOOTPRINT_MAX })
  const words = { today: t('foot.today'), yesterday: t('foot.yesterday') }
  const formats = { sameYear: t('foot.sameYear'), otherYear: t('foot.otherYear') }

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      toast(done, 'success')
    } catch {
      // the request client showed the server's message
    }
    await invalidate(areaKey('footprint'))
  }
  const clearAll = async () => {
    const ok = await confirm(t('foot.clearConfirm'))
    if (ok) await run(() => api.footprint.clear(), t('foot.cleared'))
  }

  return (
    <View className='collect' data-testid='footprints'>
      {q.rows.length > 0 && (
        <View className='collect-tabs'>
          <Text className='collect-tabs__note'>{cap}</Text>
          <Text className='collect-tabs__edit' data-testid='foot-clear' onClick={() => void clearAll()}>
            {t('foot.clear')}
          </Text>
        </View>
      )}
      <Screen query={q} empty={!q.rows.length} emptyText={`${t('foot.empty')}\n${cap}`}>
        {groupByDay(q.rows).map((g) => (
          <View key={g.day} className='collect-day' data-testid={`day-${g.day}`}>
            <Text className='collect-day__title'>{dayLabel(g.day, i18n.language as Locale, words, formats)}</Text>
            {g.rows.map((f) => (
              <View
                key={f.id}
                className={f.invalid ? 'collect-item collect-item--invalid' : 'collect-item'}
                data-testid={`foot-${f.productId}`}
                onClick={() => void nav.to('classify/goods/info/index', { id: f.productId })}
              >
                <RemoteImage className='collect-item__image' src={f.image} mode='aspectFill' size='thumb' />
                <View className='collect-item__body'>
                  <Text className='collect-item__title'>{f.title}</Text>
                  {f.invalid && <Text className='collect-item__tag'>{t('reason.gone')}</Text>}
                  <View className='collect-item__foot'>
                    <Text className='collect-item__price'>{money(f.price)}</Text>
                    <Text
                      className='collect-item__action'
                      data-testid={`foot-remove-${f.id}`}
                      onClick={(e) => {
                        e.stopPropagation()
                        void run(() => api.footprint.remove({ params: { id: f.id } }), t('foot.removed'))
                      }}
                    >
                      {t('foot.remove')}
                    </Text>
                  </View>
                </View>
              </View>
            ))}
          </View>
        ))}
        {q.rows.length > 0 && <MoreLine q={q} endNote={cap} />}
      </Screen>
    </View>
  )
}
