// One voucher as the share pages show it: what it takes off, its title, threshold and (when known) its end.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/core/i18n'
import { day, discountText, thresholdText } from './api'
import './texts'
import './share.scss'

export function VoucherCard(p: {
  title: string
  type: 'amount' | 'percent'
  threshold: number
  discount: number
  validTo?: string
  selected?: boolean
  onClick?: () => void
  testId?: string
  children?: ReactNode
}) {
  const { t } = useT('share')
  return (
    <View className={p.selected ? 'voucher voucher--on' : 'voucher'} data-testid={p.testId} onClick={p.onClick}>
      <View className='voucher__left'>
        <Text className='voucher__amount'>{discountText(p, t)}</Text>
        <Text className='voucher__threshold'>{thresholdText(p, t)}</Text>
      </View>
      <View className='voucher__body'>
        <Text className='voucher__title'>{p.title}</Text>
        {p.validTo && <Text className='voucher__valid'>{t('validTo', { date: day(p.validTo) })}</Text>}
        {p.children}
      </View>
    </View>
  )
}
