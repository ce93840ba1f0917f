import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import { h5JoinUrl } from './api'
import { qrDataUrl } from './qr'
import './texts'
import './onboard.scss'
import './onboard-web'

/**
 * `merchant/join-link` (an approved agent): the join link as an H5 address and a mini-program path, copied with a
 * tap, and a poster with its QR code (whoever scans it lands on `store/join/index` with the agent recorded).
 */
export function JoinLinkScreen() {
  const { t } = useT('onboard')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('agent'))
  const q = useQuery(keyOf('onboard.agent'), () => api.onboard.agent(), { enabled: allowed })
  usePullRefresh(q.reload)
  const a = q.data
  const here = process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location : undefined
  const url = a ? h5JoinUrl(a.path, here) : ''
  const qr = useMemo(() => (url ? qrDataUrl(url) : ''), [url])
  const copy = (text: string) => void Taro.setClipboardData({ data: text }).then(() => toast(t('copied'), 'success'))
  return (
    <View className='ob' data-testid='join-link'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('notAgent')}>
        {a && (
          <>
            <View className='ob-poster' data-testid='join-poster'>
              <Text className='ob-poster__title'>{t('poster.title')}</Text>
              <Text className='ob-poster__text'>{t('poster.text', { name: a.name })}</Text>
              <Image className='ob-poster__qr' src={qr} data-testid='join-qr' />
              <Text className='ob-poster__code' data-testid='join-code'>
                {a.code}
              </Text>
              <Text className='ob-poster__region'>
                {t(`level.${a.level}`)} · {a.regionPath.join(' ')}
              </Text>
            </View>
            <View className='ob-card'>
              <Text className='ob-field__label'>{t('link.h5')}</Text>
              <Text className='ob-mono' data-testid='join-url' selectable>
                {url}
              </Text>
              <Button block data-testid='copy-url' onClick={() => copy(url)}>
                {t('copy')}
              </Button>
              <Text className='ob-field__label'>{t('link.mini')}</Text>
              <Text className='ob-mono' data-testid='join-path' selectable>
                {a.path}
              </Text>
              <Button block data-testid='copy-path' onClick={() => copy(a.path)}>
                {t('copy')}
              </Button>
            </View>
            <View className='ob-link' data-testid='to-agent-shops' onClick={() => void nav.to('merchant/agent')}>
              <Text className='ob-link__text'>{t('shopsCount', { shops: a.shops, pending: a.pending })} ›</Text>
            </View>
          </>
        )}
      </Screen>
    </View>
  )
}
