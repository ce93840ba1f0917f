// Invitation details (`invite/inviteInfo`): who invited me (masked) and when; without one, bind a friend's code once.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { INVITE_CODE_PATTERN } from '~types/invite-codes'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { day } from './api'
import './texts'
import './invite.scss'
import './invite-web'

export function InviteInfoScreen() {
  const { t } = useT('invite')
  const q = useQuery(keyOf('invite.info'), () => api.invite.info())
  usePullRefresh(q.reload)
  const [code, setCode] = useState('')
  const { busy, run } = useSubmit(
    async () => {
      if (!new RegExp(INVITE_CODE_PATTERN).test(code.trim())) return void toast(t('badCode'))
      await api.invite.bind({ body: { inviteCode: code.trim() } })
      toast(t('bound'), 'success')
    },
    { invalidate: [keyOf('invite.info')] },
  )
  const d = q.data
  return (
    <View className='inv' data-testid='invite-info'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <View className='inv__body'>
            <View className='inv-card'>
              <Text className='inv-label'>{t('myCode')}</Text>
              <Text className='inv-value'>{d.code}</Text>
            </View>
            {d.referrer ? (
              <View className='inv-card' data-testid='invite-referrer'>
                <Text className='inv-value'>{t('invitedBy', { name: d.referrer.nickname })}</Text>
                <Text className='inv-hint'>{d.referrer.phone}</Text>
                <Text className='inv-hint'>{t('boundAt', { date: day(d.referrer.boundAt) })}</Text>
              </View>
            ) : (
              <View className='inv-card' data-testid='invite-bind'>
                <Text className='inv-hint'>{t('noReferrer')}</Text>
                <Input
                  className='inv-input'
                  data-testid='invite-bind-code'
                  maxlength={16}
                  placeholder={t('codePlaceholder')}
                  value={code}
                  onInput={(e) => setCode(e.detail.value)}
                />
                <Button type='primary' block loading={busy} data-testid='invite-bind-submit' onClick={() => void run()}>
                  {t('bind')}
                </Button>
              </View>
            )}
          </View>
        )}
      </Screen>
    </View>
  )
}
