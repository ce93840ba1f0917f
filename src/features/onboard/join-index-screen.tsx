import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen } from '@/core/ui'
import { joinAgent } from './api'
import { StateCard } from './state-card'
import './texts'
import './onboard.scss'
import './onboard-web'

/**
 * `store/join/index` (an agent's join link lands here with `agent=<code>`; open without login): the agent who
 * invited, then for a guest the way to log in or register (the agent's code stays on the device), for a user
 * the state of their application (none: start one; a draft: continue; sent: its state) and the agency application.
 */
export function JoinIndexScreen() {
  const { t } = useT('onboard')
  const params = usePageParams('store/join/index')
  const token = useSessionStore((s) => s.token)
  useEffect(() => joinAgent.remember(params.agent), [params.agent])
  const code = params.agent ?? joinAgent.get()
  const agent = useQuery(keyOf('onboard.joinAgent', code ?? ''), () => api.onboard.joinAgent({ params: { code: code! } }, { silent: true }), {
    enabled: !!code,
  })
  const q = useQuery(keyOf('onboard.shopMine'), () => api.onboard.shopMine(), { enabled: !!token })
  usePullRefresh(q.reload)
  const a = q.data
  return (
    <View className='ob' data-testid='join-index'>
      <View className='ob-hero'>
        <Text className='ob-hero__title'>{t('hero.title')}</Text>
        <Text className='ob-hero__text'>{t('hero.text')}</Text>
        {agent.data && (
          <Text className='ob-hero__agent' data-testid='join-agent'>
            {t('invitedBy', { name: agent.data.name })}
          </Text>
        )}
      </View>
      {!token ? (
        <View className='ob-card'>
          <Text className='ob-card__text'>{t('loginFirst')}</Text>
          <Button type='primary' block data-testid='join-login' onClick={() => void nav.toLogin()}>
            {t('loginToApply')}
          </Button>
        </View>
      ) : (
        <Screen query={q}>
          {a === null && (
            <View className='ob-card'>
              <Text className='ob-card__text'>{t('noApplication')}</Text>
              <Button type='primary' block data-testid='join-start' onClick={() => void nav.to('store/join/type')}>
                {t('start')}
              </Button>
            </View>
          )}
          {a?.state === 'draft' && (
            <View className='ob-card'>
              <Text className='ob-card__text'>{t('draftKept', { name: a.form.shopName || t('unnamed') })}</Text>
              {a.reason && <Text className='ob-reason'>{t('reason', { reason: a.reason })}</Text>}
              <Button type='primary' block data-testid='join-continue' onClick={() => void nav.to('store/join/join')}>
                {t('continue')}
              </Button>
            </View>
          )}
          {a && a.state !== 'draft' && <StateCard a={a} />}
        </Screen>
      )}
      <View className='ob-link' data-testid='join-agency' onClick={() => void nav.to('attractInvest/index')}>
        <Text className='ob-link__text'>{t('agencyLink')} ›</Text>
      </View>
    </View>
  )
}
