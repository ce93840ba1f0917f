import { Text, View } from '@tarojs/components'
import type { Withdrawal } from '~types/withdraw'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { when } from './api'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/** One withdrawal in a list: amount, state, card, fee, when; opens its details. */
export function WithdrawRow({ w }: { w: Withdrawal }) {
  const { t } = useT('withdraw')
  const tone =
    w.state === 'paid'
      ? 'wd-row__state wd-row__state--done'
      : w.state === 'rejected' || w.state === 'failed'
        ? 'wd-row__state wd-row__state--bad'
        : 'wd-row__state'
  return (
    <View className='wd-row' data-testid={`wd-row-${w.id}`} onClick={() => void nav.to('user/wallet/extract/success', { id: w.id })}>
      <View className='wd-row__top'>
        <Text className='wd-row__amount'>{price(w.amount, w.currency)}</Text>
        <Text className={tone} data-testid={`wd-row-state-${w.id}`}>
          {t(`state.${w.state}`)}
        </Text>
      </View>
      <Text className='wd-row__meta'>{`${w.bankName} ${w.cardMasked}`}</Text>
      <Text className='wd-row__meta'>{`${t('fee')} ${price(w.fee, w.currency)} · ${when(w.createdAt)}`}</Text>
    </View>
  )
}
