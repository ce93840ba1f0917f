import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { invalidate, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import { AGENCY_DOCS_MAX, AGENT_LEVEL_DEPTH, AGENT_LEVELS, type AgentLevel } from './api'
import { DocSlot, RegionPicker } from './parts'
import './texts'
import './onboard.scss'
import './onboard-web'

/**
 * `attractInvest/index`: apply to be an agent (province, city or district level; the region of that level from
 * the region tree; contact; 1-3 document pictures, private). The latest application's state shows first (pending,
 * approved: the join link; rejected with the reason and "apply again").
 */
export function AgencyScreen() {
  const { t } = useT('onboard')
  const roles = useSessionStore((s) => s.userInfo?.roles)
  const q = useQuery(keyOf('onboard.agencyMine'), () => api.onboard.agencyMine())
  usePullRefresh(q.reload)
  const [level, setLevel] = useState<AgentLevel>('district')
  const [region, setRegion] = useState<{ id: number; path: string[] } | null>(null)
  const [contactName, setName] = useState('')
  const [contactPhone, setPhone] = useState('')
  const [docs, setDocs] = useState<string[]>([])
  const [again, setAgain] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const send = useSubmit(async () => {
    if (!region) return void setErrors({ regionId: t('choose') })
    try {
      await api.onboard.agencyApply({
        body: { level, regionId: region.id, contactName: contactName.trim(), contactPhone: contactPhone.trim(), documents: docs },
      })
    } catch (e) {
      if (e instanceof RequestError && e.field) setErrors({ [e.field]: e.message })
      throw e
    }
    toast(t('sent'), 'success')
    setAgain(false)
    await invalidate(keyOf('onboard.agencyMine'))
  })
  const a = q.data
  const showForm = a === null || (a?.state === 'rejected' && again)
  const err = (k: string) => (errors[k] ? <Text className='ob-error'>{errors[k]}</Text> : null)
  return (
    <View className='ob' data-testid='agency'>
      <View className='ob-hero'>
        <Text className='ob-hero__title'>{t('agency.title')}</Text>
        <Text className='ob-hero__text'>{t('agency.text')}</Text>
      </View>
      <Screen query={q}>
        {a && (
          <View className='ob-card' data-testid='agency-state'>
            <Text className={`ob-badge ob-badge--${a.state}`} data-testid={`agency-state-${a.state}`}>
              {t(`state.${a.state}`)}
            </Text>
            <Text className='ob-card__title'>
              {t(`level.${a.level}`)} · {a.regionPath.join(' ')}
            </Text>
            {a.state === 'pending' && <Text className='ob-card__text'>{t('pendingText')}</Text>}
            {a.state === 'rejected' && (
              <Text className='ob-reason' data-testid='agency-reason'>
                {t('reason', { reason: a.reason ?? '' })}
              </Text>
            )}
            {a.state === 'approved' && (
              <Button type='primary' block data-testid='agency-link' onClick={() => void nav.to('merchant/join-link')}>
                {t('pages:merchant/join-link')}
              </Button>
            )}
            {a.state === 'rejected' && !again && !roles?.includes('agent') && (
              <Button type='primary' block data-testid='agency-again' onClick={() => setAgain(true)}>
                {t('applyAgain')}
              </Button>
            )}
          </View>
        )}
        {showForm && (
          <View className='ob-card' data-testid='agency-form'>
            <View className='ob-field'>
              <Text className='ob-field__label'>{t('agency.level')}</Text>
              <View className='ob-chips'>
                {AGENT_LEVELS.map((l) => (
                  <Text
                    key={l}
                    className={l === level ? 'ob-chip ob-chip--on' : 'ob-chip'}
                    data-testid={`level-${l}`}
                    onClick={() => {
                      setLevel(l)
                      setRegion(null)
                    }}
                  >
                    {t(`level.${l}`)}
                  </Text>
                ))}
              </View>
            </View>
            <RegionPicker
              key={level}
              depth={AGENT_LEVEL_DEPTH[level]}
              path={region?.path ?? []}
              testId='agency-region'
              onPick={(id, path) => setRegion({ id, path })}
            />
            {err('regionId')}
            <View className='ob-field'>
              <Text className='ob-field__label'>{t('agency.contactName')}</Text>
              <Input className='ob-field__input' data-testid='agency-name' value={contactName} maxlength={60} onInput={(e) => setName(e.detail.value)} />
              {err('contactName')}
            </View>
            <View className='ob-field'>
              <Text className='ob-field__label'>{t('form.contactPhone')}</Text>
              <Input
                className='ob-field__input'
                data-testid='agency-phone'
                type='number'
                value={contactPhone}
                maxlength={15}
                onInput={(e) => setPhone(e.detail.value)}
              />
              {err('contactPhone')}
            </View>
            <Text className='ob-field__label'>{t('agency.documents', { max: AGENCY_DOCS_MAX })}</Text>
            <View className='ob-docs'>
              {Array.from({ length: Math.min(docs.length + 1, AGENCY_DOCS_MAX) }, (_, i) => (
                <DocSlot
                  key={i}
                  id={docs[i]}
                  label={`${i + 1}`}
                  testId={`agency-doc-${i}`}
                  onChange={(id) => setDocs((d) => Object.assign([...d], { [i]: id }))}
                />
              ))}
            </View>
            {err('documents')}
            <Button type='primary' block loading={send.busy} data-testid='agency-send' onClick={() => void send.run()}>
              {t('send')}
            </Button>
          </View>
        )}
      </Screen>
    </View>
  )
}
