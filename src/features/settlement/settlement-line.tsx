import { Text, View } from '@tarojs/components'
import type { SettlementLine } from '~types/settlement'
import { useT } from '@/core/i18n'
import { amount, when } from './format'
import './texts'
import './settlement.scss'

/** One settlement line: the order, what it brought, the commission, what reached (or left) the shop. */
export function LineCard({ line, showShop }: { line: SettlementLine; showShop?: boolean }) {
  const { t } = useT('settlement')
  const back = line.kind === 'takeback'
  return (
    <View className='stl-line' data-testid={`line-${line.id}`}>
      <View className='stl-line__top'>
        <Text className='stl-line__order'>{t('order', { no: line.orderNo })}</Text>
        <Text className={back ? 'stl-line__kind stl-line__kind--back' : 'stl-line__kind'}>{t(back ? 'kind.takeback' : 'kind.settle')}</Text>
      </View>
      {showShop && <Text className='stl-line__meta'>{line.shopName}</Text>}
      <View className='stl-line__nums'>
        <View className='stl-num'>
          <Text className='stl-num__label'>{t('gross')}</Text>
          <Text className='stl-num__value'>{amount(line.gross, line.currency)}</Text>
        </View>
        <View className='stl-num'>
          <Text className='stl-num__label'>{t('commission')}</Text>
          <Text className='stl-num__value'>{amount(line.commission, line.currency)}</Text>
        </View>
        <View className='stl-num'>
          <Text className='stl-num__label'>{t(back ? 'netBack' : 'net')}</Text>
          <Text className={back ? 'stl-num__value stl-num__value--back' : 'stl-num__value stl-num__value--in'} data-testid={`line-net-${line.id}`}>
            {back ? '-' : '+'}
            {amount(line.net, line.currency)}
          </Text>
        </View>
      </View>
      <Text className='stl-line__meta'>{when(line.createdAt)}</Text>
    </View>
  )
}
