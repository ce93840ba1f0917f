// A group as the pages show it: state, members (leader first), places left and the countdown from the server's clock.
import { Image, Text, View } from '@tarojs/components'
import type { Group, GroupOffer } from '~types/groupbuy'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { clock, useCountdown } from './api'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

export function OfferHead({ o }: { o: GroupOffer }) {
  const { t } = useT('groupbuy')
  return (
    <View className='gb-offer' data-testid={`gb-offer-${o.id}`}>
      {o.image ? <Image className='gb-offer__img' src={o.image} mode='aspectFill' /> : <View className='gb-offer__img' />}
      <View className='gb-offer__body'>
        <Text className='gb-offer__title'>{o.title}</Text>
        {!!o.specText && <Text className='gb-offer__spec'>{o.specText}</Text>}
        <View className='gb-offer__prices'>
          <Text className='gb-offer__price' data-testid='gb-group-price'>
            {price(o.groupPrice, o.currency)}
          </Text>
          <Text className='gb-offer__alone'>{t('alone', { price: price(o.price, o.currency) })}</Text>
        </View>
        <View className='gb-offer__tags'>
          <Text className='gb-tag'>{t('people', { size: o.size })}</Text>
          <Text className='gb-tag'>{t('hours', { hours: o.hours })}</Text>
          {o.succeeded > 0 && <Text className='gb-tag gb-tag--muted'>{t('succeeded', { n: o.succeeded })}</Text>}
        </View>
      </View>
    </View>
  )
}

export function GroupCard({ g, action }: { g: Group; action?: React.ReactNode }) {
  const { t } = useT('groupbuy')
  const left = useCountdown(g.expiresAt, g.now)
  const forming = g.state === 'forming'
  return (
    <View className='gb-group' data-testid={`gb-group-${g.id}`}>
      <View className='gb-group__top'>
        <Text className={`gb-state gb-state--${g.state}`} data-testid='gb-state'>
          {t(`state.${g.state}`)}
        </Text>
        {forming && <Text className='gb-group__clock'>{left > 0 ? t('endsIn', { time: clock(left) }) : t('ended')}</Text>}
      </View>
      <View className='gb-members'>
        {g.members.map((m, i) => (
          <View key={`${m.name}-${i}`} className='gb-member'>
            {m.avatar ? <Image className='gb-member__avatar' src={m.avatar} /> : <View className='gb-member__avatar' />}
            <Text className='gb-member__name'>{m.name}</Text>
            <Text className='gb-member__tag'>{m.leader ? t('leader') : m.paid ? t('paid') : t('unpaid')}</Text>
          </View>
        ))}
        {Array.from({ length: Math.max(0, g.size - g.members.filter((m) => m.paid).length) })
          .slice(0, 5)
          .map((_, i) => (
            <View key={`empty-${i}`} className='gb-member'>
              <View className='gb-member__avatar gb-member__avatar--empty'>
                <Text className='gb-member__q'>?</Text>
              </View>
            </View>
          ))}
      </View>
      <View className='gb-group__bottom'>
        <Text className='gb-group__left' data-testid='gb-left'>
          {forming ? t('left', { left: g.left }) : `${g.paidCount}/${g.size}`}
        </Text>
        {action}
      </View>
      {g.mine && (
        <Text className='gb-group__mine' data-testid='gb-mine-state'>
          {/* a paid member of a failed group is refunded (ADR 0152) */}
          {g.state === 'failed' && g.mine.state === 'paid' ? t('memberRefunded') : t(`member.${g.mine.state}`)}
        </Text>
      )}
    </View>
  )
}
