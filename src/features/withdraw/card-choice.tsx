import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Button } from '@/core/ui'
import './texts'
import './withdraw.scss'
import './withdraw-web'

/** The user's bound bank cards to choose from (the first one chosen when none is); none: a way to bind one. */
export function CardChoice({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useT('withdraw')
  const cards = useQuery(keyOf('bank.list'), () => api.bank.list(undefined, { silent: true }), { staleMs: 0 })
  const rows = cards.data ?? []
  const first = rows[0]?.id
  useEffect(() => {
    if (first && (value === null || !rows.some((c) => c.id === value))) onChange(first)
  }, [first, value, rows, onChange])
  if (cards.loading) return <Text className='wd-hint'>…</Text>
  if (!rows.length)
    return (
      <View className='wd-nocard' data-testid='wd-no-card'>
        <Text className='wd-hint'>{cards.error ?? t('noCard')}</Text>
        <Button size='small' data-testid='wd-bind-card' onClick={() => void nav.to('user/bankCard/binding')}>
          {t('bindCard')}
        </Button>
      </View>
    )
  return (
    <View className='wd-cards'>
      {rows.map((c) => (
        <View key={c.id} className={c.id === value ? 'wd-cardrow wd-cardrow--on' : 'wd-cardrow'} data-testid={`wd-card-${c.id}`} onClick={() => onChange(c.id)}>
          <View className={c.id === value ? 'wd-radio wd-radio--on' : 'wd-radio'}>{c.id === value && <Text className='wd-radio__mark'>✓</Text>}</View>
          <View className='wd-cardrow__body'>
            <Text className='wd-cardrow__bank'>{c.bankName}</Text>
            <Text className='wd-cardrow__no'>{c.masked}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
