import { usePullDownRefresh } from '@tarojs/taro'
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { Button, Icon, RemoteImage } from '@/core/ui'
import { api } from '@/core/request'
import { stopRefresh } from './stop-refresh'
import { ORDER_ICONS, SHORTCUT_ICONS } from './user-icons'
import { WorkEntries } from './work-entries'
import './shell.scss'
import './shell-web'

const ORDER_TABS = ['pending', 'deliver', 'receiving', 'evaluate', 'refund'] as const
/** The order list's tab for each entry of the row (the list also reads the numbers 1-4). */
const LIST_TAB = { pending: 'to_pay', deliver: 'to_ship', receiving: 'to_receive', evaluate: 'to_review', refund: 'refund' } as const

/**
 * The stored user info is what the login answered: a field added since (roles, merchant) or a role given
 * since appears only after the server is asked again. The user tab asks once each time it shows (older
 * than 5 s) and writes the answer into the session store, which every reader of the user info follows.
 */
export function useFreshUserInfo(token: string | null) {
  // one answer per session (keyed by its token: another login never sees the last one's)
  const info = useQuery(keyOf('account.info', token ?? ''), () => api.account.info({ body: {} }, { silent: true }), { enabled: !!token, staleMs: 5_000 })
  useEffect(() => {
    // only the current session's answer (a logout or another login since changes the token)
    if (info.data && token && useSessionStore.getState().token === token) useSessionStore.getState().setUser(info.data)
  }, [info.data, token])
  return info
}

/** User tab (and store-private userInfo): login entry or the user's card, orders, shortcuts, settings. */
export function UserScreen() {
  const { t } = useT('shell')
  const user = useSessionStore((s) => s.userInfo)
  const token = useSessionStore((s) => s.token)
  // shared by key with the order list (`keyOf('order.count')`): whoever changes an order invalidates `areaKey('order')`
  const counts = useQuery(keyOf('order.count'), () => api.order.count(undefined, { silent: true }), { enabled: !!token, staleMs: 5_000 })
  const info = useFreshUserInfo(token)
  usePullDownRefresh(() => {
    if (token) void Promise.all([counts.reload(), info.reload()])
    stopRefresh()
  })
  return (
    <View className='user' data-testid='user'>
      <View className='user__head'>
        {token && user ? (
          <View className='user__card' onClick={() => void nav.to('public/setting/edit')}>
            <RemoteImage className='user__avatar' src={user.photo || ''} />
            <View>
              <Text className='user__name'>{user.nickname}</Text>
              <Text className='user__level'>{user.levelName}</Text>
            </View>
          </View>
        ) : (
          <View className='user__card'>
            <Text className='user__name'>{t('user.welcome')}</Text>
            <Button type='primary' size='small' data-testid='user-login' onClick={() => void nav.to('public/account/appLogin')}>
              {t('user.login')}
            </Button>
          </View>
        )}
      </View>
      <View className='user__section'>
        <View className='user__row' onClick={() => void nav.to('order/index')}>
          <Text className='user__row-title'>{t('user.orders')}</Text>
        </View>
        <View className='user__orders'>
          {ORDER_TABS.map((k) => {
            const n = token ? (counts.data?.[`${k}OrderCount`] ?? 0) : 0
            return (
              <View
                key={k}
                className='user__order'
                data-testid={`user-orders-${k}`}
                onClick={() => void (k === 'refund' ? nav.to('order/refund/index') : nav.to('order/index', { tab: LIST_TAB[k] }))}
              >
                <View className='user__order-icon'>
                  <Icon svg={ORDER_ICONS[k]} size={26} />
                  {n > 0 && (
                    <Text className='user__order-count' data-testid={`user-count-${k}`}>
                      {n > 99 ? '99+' : String(n)}
                    </Text>
                  )}
                </View>
                <Text className='user__order-text'>{t(`user.${k}`)}</Text>
              </View>
            )
          })}
        </View>
      </View>
      <View className='user__section user__grid'>
        {(
          [
            ['user.wallet', 'user/wallet/index'],
            ['user.coupons', 'user/coupon/index'],
            ['user.shareVouchers', 'advanceShare/index'],
            ['user.favourites', 'user/collect/index'],
            ['user.footprints', 'user/footmark'],
            ['user.addresses', 'user/receivingAddress/index'],
            ['user.settings', 'public/setting/index'],
          ] as const
        ).map(([k, page]) => (
          <View key={k} className='user__shortcut' data-testid={`shortcut-${page}`} onClick={() => void nav.to(page)}>
            <Icon svg={SHORTCUT_ICONS[page]} size={26} />
            <Text className='user__shortcut-text'>{t(k)}</Text>
          </View>
        ))}
      </View>
      <WorkEntries />
    </View>
  )
}
