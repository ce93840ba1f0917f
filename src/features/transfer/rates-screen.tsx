// platform/rates: the desk's exchange rates, one per direction of each pair of enabled currencies.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { RATE_PATTERN } from '~types/transfer-codes'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import { when } from './api'
import './texts'
import './transfer.scss'
import './transfer-web'

const RATE = new RegExp(RATE_PATTERN)

/**
 * Exchange rates on the platform desk (`platform/rates`, staff only: others are refused here, and by the server):
 * every direction between the tenant's enabled currencies with its rate and when it was set; edit one in place.
 * A quote already given keeps its rate until it expires.
 */
export function RatesScreen() {
  const { t } = useT('transfer')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(keyOf('transfer.rates'), () => api.transfer.rates({}), { enabled: allowed, staleMs: 0 })
  usePullRefresh(q.reload)
  const [editing, setEditing] = useState<string | null>(null)
  const [text, setText] = useState('')
  const save = useSubmit(
    async (from: string, to: string) => {
      const rate = text.trim()
      if (!RATE.test(rate) || !/[1-9]/.test(rate)) return toast(t('badRate'))
      await api.transfer.setRate({ body: { from, to, rate } })
      toast(t('rateSaved'), 'success')
      setEditing(null)
    },
    { invalidate: [keyOf('transfer.rates')] },
  )
  return (
    <View className='tf' data-testid='rates'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')} empty={!!q.data && !q.data.length} emptyText={t('noPairs')}>
        {q.data?.map((r) => {
          const id = `${r.from}-${r.to}`
          return (
            <View key={id} className='tf-card' data-testid={`rate-${id}`}>
              <View className='tf-row'>
                <Text className='tf-row__label tf-row__label--strong'>{t('pair', { from: r.from, to: r.to })}</Text>
                <Text className={r.rate ? 'tf-row__value tf-row__value--strong' : 'tf-row__value'} data-testid={`rate-value-${id}`}>
                  {r.rate ? t('rateLine', { from: r.from, rate: r.rate, to: r.to }) : t('notSet')}
                </Text>
              </View>
              <Text className='tf-note'>{r.updatedAt ? t('rateUpdated', { time: when(r.updatedAt) }) : t('neverSet')}</Text>
              {editing === id ? (
                <View className='tf-edit'>
                  <Input
                    className='tf-input tf-edit__input'
                    data-testid={`rate-input-${id}`}
                    type='digit'
                    maxlength={15}
                    value={text}
                    placeholder={r.rate ?? '0.0000'}
                    onInput={(e) => setText(e.detail.value)}
                  />
                  <View className='tf-btn tf-btn--ghost tf-btn--small' onClick={() => setEditing(null)}>
                    <Text className='tf-btn__text tf-btn__text--ghost'>{t('cancel')}</Text>
                  </View>
                  <View
                    className={save.busy ? 'tf-btn tf-btn--small tf-btn--off' : 'tf-btn tf-btn--small'}
                    data-testid={`rate-save-${id}`}
                    onClick={() => void save.run(r.from, r.to)}
                  >
                    <Text className='tf-btn__text'>{t('save')}</Text>
                  </View>
                </View>
              ) : (
                <Text
                  className='tf-link'
                  data-testid={`rate-edit-${id}`}
                  onClick={() => {
                    setText(r.rate ?? '')
                    setEditing(id)
                  }}
                >
                  {t('edit')}
                </Text>
              )}
            </View>
          )
        })}
      </Screen>
    </View>
  )
}
