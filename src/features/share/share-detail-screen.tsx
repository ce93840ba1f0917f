// advanceShare/detail: the page a share's link opens. A friend (or a guest, who logs in first) claims one voucher;
// the sharer sees the link to copy and the poster.
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import { day, discountText, thresholdText } from './api'
import { shareLink } from './share-link'
import { useShareMenu } from './share-menu'
import { SharePoster } from './share-poster'
import { VoucherCard } from './voucher-card'
import './texts'
import './share.scss'
import './share-web'

/** `advanceShare/detail?code=`: the voucher, who shared it, how many are left, and claim (or, for the sharer, link and poster). */
export function ShareDetailScreen() {
  const { t } = useT('share')
  const code = usePageParams('advanceShare/detail').code ?? ''
  const token = useSessionStore((s) => s.token)
  // keyed by the session too: a guest's answer (mine / claimedByMe false) is not the logged-in one's
  const q = useQuery(keyOf('share.detail', code, token ? 'user' : 'guest'), () => api.share.detail({ query: { code } }), { enabled: !!code })
  usePullRefresh(q.reload)
  const d = q.data
  useShareMenu(code, d?.coupon.title ?? '')
  const link = shareLink(code)
  const { busy, run: claim } = useSubmit(
    async () => {
      if (!useSessionStore.getState().token) return nav.toLogin()
      await api.share.claim({ body: { code } })
      toast(t('claimedOk'), 'success')
    },
    { invalidate: [areaKey('share')] },
  )
  const copy = async () => {
    try {
      await Taro.setClipboardData({ data: link })
      toast(t('linkCopied'), 'success')
    } catch {
      toast(t('copyFailed'))
    }
  }
  const poster = useMemo(
    () =>
      d && {
        title: d.coupon.title,
        discount: discountText(d.coupon, t),
        threshold: thresholdText(d.coupon, t),
        sharer: t('sharedBy', { name: d.sharer }),
        validTo: t('validTo', { date: day(d.coupon.validTo) }),
        scan: t('scanToClaim'),
      },
    [d, t],
  )
  const note = !d ? '' : d.claimedByMe ? t('alreadyClaimed') : d.expired ? t('expired') : d.left <= 0 ? t('allClaimed') : d.mine ? t('ownShare') : ''
  const canClaim = !!d && !d.mine && !d.claimedByMe && !d.expired && d.left > 0
  return (
    <View className='share' data-testid='share-detail'>
      <Screen query={q} skeleton='detail'>
        {d && poster && (
          <View className='share-detail'>
            <Text className='share-detail__sharer' data-testid='sharer'>
              {poster.sharer}
            </Text>
            <VoucherCard {...d.coupon} testId='share-voucher' />
            <Text className='share-detail__left' data-testid='left'>
              {`${t('left', { left: d.left })} · ${t('claimedOf', { claimed: d.claimed, quota: d.quota })}`}
            </Text>
            {note !== '' && (
              <Text className='share-detail__note' data-testid='note'>
                {note}
              </Text>
            )}
            {canClaim && (
              <View
                className={busy ? 'share-btn share-btn--off share-detail__claim' : 'share-btn share-detail__claim'}
                data-testid='claim'
                onClick={() => void claim()}
              >
                <Text className='share-btn__text'>{token ? t('claim') : t('loginToClaim')}</Text>
              </View>
            )}
            {d.mine && (
              <View className='share-mine'>
                <Text className='share-mine__link' data-testid='link' userSelect>
                  {link}
                </Text>
                <View className='share-mine__actions'>
                  <View className='share-btn share-btn--half' data-testid='copy-link' onClick={() => void copy()}>
                    <Text className='share-btn__text'>{t('copyLink')}</Text>
                  </View>
                  <View
                    className='share-btn share-btn--ghost share-btn--half'
                    data-testid='to-records'
                    onClick={() => void nav.to('advanceShare/record', { code })}
                  >
                    <Text className='share-btn__text share-btn__text--ghost'>{t('records')}</Text>
                  </View>
                </View>
                <SharePoster texts={poster} link={link} />
              </View>
            )}
          </View>
        )}
      </Screen>
    </View>
  )
}
