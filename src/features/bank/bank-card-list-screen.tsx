import { Text, View } from '@tarojs/components'
import { BANK_CARD_MAX } from '~types/bank-codes'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, confirm, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import type { BankCard } from './api'
import './texts'
import './bank.scss'
import './bank-web'

/**
 * The user's bank cards (`user/bankCard/index`): each masked (bank, type, `**** **** **** 1234`, holder),
 * deleted after a confirm; the empty state; the add button (off at the limit).
 */
export function BankCardListScreen() {
  const { t } = useT('bank')
  const q = useQuery(keyOf('bank.list'), () => api.bank.list())
  usePullRefresh(q.reload)
  const rows = q.data ?? []
  const full = rows.length >= BANK_CARD_MAX

  const remove = useSubmit(
    async (c: BankCard) => {
      if (!(await confirm(t('list.deleteConfirm', { last4: c.last4 })))) return
      await api.bank.remove({ params: { id: c.id } })
      toast(t('list.deleted'), 'success')
    },
    { invalidate: [areaKey('bank')] },
  )

  return (
    <View className='bank' data-testid='bank-list'>
      <Screen query={q} empty={!rows.length} emptyText={t('list.empty')}>
        {rows.map((c) => (
          <View key={c.id} className={c.cardType === 'credit' ? 'bank-card bank-card--credit' : 'bank-card'} data-testid={`bank-card-${c.id}`}>
            <View className='bank-card__top'>
              <Text className='bank-card__name'>{c.bankName}</Text>
              <Text className='bank-card__type'>{t(`cardType.${c.cardType}`)}</Text>
            </View>
            <Text className='bank-card__number' data-testid={`bank-card-number-${c.id}`}>
              {c.masked}
            </Text>
            <View className='bank-card__bottom'>
              <Text className='bank-card__holder'>{t('list.holder', { name: c.holder })}</Text>
              <Text className='bank-card__delete' data-testid={`bank-card-delete-${c.id}`} onClick={() => void remove.run(c)}>
                {t('list.delete')}
              </Text>
            </View>
          </View>
        ))}
      </Screen>
      <View className='bank-bar'>
        {full && <Text className='bank-bar__note'>{t('list.full', { max: BANK_CARD_MAX })}</Text>}
        <Button type='primary' block data-testid='bank-add' disabled={full || q.loading} onClick={() => void nav.to('user/bankCard/binding')}>
          {t('list.add')}
        </Button>
      </View>
    </View>
  )
}
