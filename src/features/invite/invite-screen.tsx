// Invite friends (`invite/index`): my invitation code and link (copy), the poster with the link's QR code (saved to
// the album: the spec's "image save success and failure"), my team's size, and the ways to the team, its orders and the rules.
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { inviteUrl } from './api'
import { savePicture } from './invite-save'
import { qrDataUrl } from './qr'
import './texts'
import './invite.scss'
import './invite-web'

export function InviteScreen() {
  const { t } = useT('invite')
  const q = useQuery(keyOf('invite.info'), () => api.invite.info())
  usePullRefresh(q.reload)
  const d = q.data
  const here = process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location : undefined
  const link = d ? inviteUrl(d.registerPath, here) : ''
  const qr = useMemo(() => (link ? qrDataUrl(link) : ''), [link])
  const copy = (text: string) => void Taro.setClipboardData({ data: text }).then(() => toast(t('copied'), 'success'))
  const save = async () => toast((await savePicture(qr, `invite-${d?.code ?? ''}`)) ? t('imageSaved') : t('imageSaveFailed'), 'none')
  return (
    <View className='inv' data-testid='invite'>
      <Screen query={q} skeleton='detail'>
        {d && (
          <View className='inv__body'>
            <View className='inv-head'>
              <Text className='inv-head__label'>{t('myCode')}</Text>
              <Text className='inv-head__code' data-testid='invite-code'>
                {d.code}
              </Text>
              <Text className='inv-head__copy' onClick={() => copy(d.code)}>
                {t('copy')}
              </Text>
            </View>
            <View className='inv-stats'>
              <View className='inv-stats__cell' onClick={() => void nav.to('invite/team')}>
                <Text className='inv-stats__num' data-testid='invite-level1'>
                  {d.level1}
                </Text>
                <Text className='inv-stats__label'>{t('level1')}</Text>
              </View>
              <View className='inv-stats__cell' onClick={() => void nav.to('invite/team')}>
                <Text className='inv-stats__num' data-testid='invite-level2'>
                  {d.level2}
                </Text>
                <Text className='inv-stats__label'>{t('level2')}</Text>
              </View>
            </View>
            <View className='inv-card'>
              <Text className='inv-label'>{t('link')}</Text>
              <Text className='inv-mono' data-testid='invite-link' selectable>
                {link}
              </Text>
              <Text className='inv-link' onClick={() => copy(link)}>
                {t('copyLink')}
              </Text>
            </View>
            <View className='inv-card inv-poster' data-testid='invite-poster'>
              <Text className='inv-poster__title'>{t('poster')}</Text>
              <Image className='inv-poster__qr' src={qr} showMenuByLongpress data-testid='invite-qr' />
              <Text className='inv-poster__text'>{t('posterText')}</Text>
              <Text className='inv-poster__code'>{d.code}</Text>
              <Button block data-testid='invite-save' onClick={() => void save()}>
                {t('savePoster')}
              </Button>
            </View>
            <View className='inv-menu'>
              <Text className='inv-menu__item' data-testid='to-team' onClick={() => void nav.to('invite/team')}>
                {t('team')}
              </Text>
              <Text className='inv-menu__item' data-testid='to-team-orders' onClick={() => void nav.to('teamOrder/index')}>
                {t('teamOrders')}
              </Text>
              <Text className='inv-menu__item' onClick={() => void nav.to('invite/inviteInfo')}>
                {t('info')}
              </Text>
              <Text className='inv-menu__item' onClick={() => void nav.to('invite/txt')}>
                {t('rules')}
              </Text>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
