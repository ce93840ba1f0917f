// A group's invitation (`spellGroup/invitation/index` {groupId}): the group and its item; a member shares it (the link
// copied, the host's share menu, the poster saved to the album), anyone else joins it while it takes members.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { GroupCard, OfferHead } from './group-card'
import { InvitationPoster } from './invitation-poster'
import { inviteLink } from './invite-link'
import { useInviteMenu } from './share-menu'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

export function GroupInvitationScreen() {
  const { t } = useT('groupbuy')
  const groupId = Number(usePageParams('spellGroup/invitation/index').groupId) || 0
  const q = useQuery(keyOf('groupbuy.group', groupId), () => api.groupbuy.group({ params: { id: groupId } }), { staleMs: 5_000 })
  usePullRefresh(q.reload)
  const g = q.data
  const link = useMemo(() => inviteLink(groupId), [groupId])
  useInviteMenu(groupId, g ? t('inviteTitle', { title: g.offer.title }) : '')
  const member = !!g?.mine && (g.mine.state === 'paid' || g.mine.state === 'joined')
  const copy = () => void Taro.setClipboardData({ data: link }).then(() => toast(t('copied'), 'success'))
  const texts = useMemo(
    () =>
      g && {
        leader: t('posterLeader', { name: g.leaderName }),
        title: g.offer.title,
        price: t('posterPrice', { price: price(g.offer.groupPrice, g.offer.currency), size: g.size }),
        scan: t('scan'),
      },
    [g, t],
  )
  return (
    <View className='gb' data-testid='gb-invitation'>
      <Screen query={q} skeleton='detail'>
        {g && (
          <View className='gb__body'>
            <View className='gb-card'>
              <OfferHead o={g.offer} />
            </View>
            <GroupCard g={g} />
            {g.joinable && (
              <Button type='primary' block data-testid='gb-join' onClick={() => void nav.to('systemPay/goods/previewGroupOrder', { groupId })}>
                {t('join')}
              </Button>
            )}
            {member && g.state === 'forming' && (
              <View className='gb-card' data-testid='gb-share'>
                <Text className='gb-section'>{t('invite')}</Text>
                <Text className='gb-link' data-testid='gb-link' selectable>
                  {link}
                </Text>
                <View className='gb-btn' data-testid='gb-copy' onClick={copy}>
                  <Text className='gb-btn__text'>{t('copyLink')}</Text>
                </View>
                {texts && <InvitationPoster texts={texts} link={link} />}
              </View>
            )}
            {!g.joinable && !member && g.state === 'forming' && <Text className='gb-hint gb-hint--warn'>{t('closed')}</Text>}
          </View>
        )}
      </Screen>
    </View>
  )
}
