import { usePullDownRefresh } from '@tarojs/taro'
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import type { OrderIconItem, TitleListItem } from '~types/system'
import { keyOf, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { isBuilt } from '@/core/navigation/built'
import { useSessionStore } from '@/core/stores'
import { Button, Icon, RemoteImage, toast } from '@/core/ui'
import { api } from '@/core/request'
import { useAppConfig } from './app-config'
import { linkTarget } from './link-target'
import { openLink } from './links'
import { stopRefresh } from './stop-refresh'
import { ENTRY_FALLBACK, ENTRY_ICONS, ORDER_ICONS } from './user-icons'
import { WorkEntries } from './work-entries'
import './shell.scss'
import './shell-web'

/** The words the app has for the user centre's keys (a tenant's own entry brings its `title`). */
const TITLES = {
  pending: 'user.pending',
  deliver: 'user.deliver',
  receiving: 'user.receiving',
  evaluate: 'user.evaluate',
  refund: 'user.refund',
  wallet: 'user.wallet',
  coupons: 'user.coupons',
  couponCenter: 'user.couponCenter',
  shareVouchers: 'user.shareVouchers',
  favourites: 'user.favourites',
  footprints: 'user.footprints',
  addresses: 'user.addresses',
  bankCards: 'user.bankCards',
  realName: 'user.realName',
  messages: 'user.messages',
  videos: 'user.videos',
  live: 'user.live',
  forum: 'user.forum',
  bookings: 'user.bookings',
  timeCards: 'user.timeCards',
  feedback: 'user.feedback',
  settings: 'user.settings',
} as const

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

/** An entry's words: the tenant's title, else the app's for its key, else the key. */
function useTitle() {
  const { t } = useT('shell')
  return (item: { key: string; title?: string }) => item.title || (item.key in TITLES ? t(TITLES[item.key as keyof typeof TITLES]) : item.key)
}

/** The phone under the name, masked (138****8000); the level is in the stats below. */
const maskedPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '')

/** The test id of an entry: `shortcut-<page name>` for a page of the app, `shortcut-<key>` otherwise. */
const entryId = (item: TitleListItem) => `shortcut-${linkTarget(item.link)?.page ?? item.key}`

/** The grid of the layout's `titleList`: an entry whose page has no screen yet is shown disabled, saying "coming soon". */
function TitleList({ items }: { items: TitleListItem[] }) {
  const { t } = useT('shell')
  const title = useTitle()
  return (
    <View className='user__section user__grid'>
      {items.map((item) => {
        const target = linkTarget(item.link)
        const soon = !target?.ready
        const icon = item.icon && /^(https?:)?\//.test(item.icon) ? undefined : (ENTRY_ICONS[item.icon ?? ''] ?? ENTRY_FALLBACK)
        return (
          <View
            key={item.key}
            className={`user__shortcut ${soon ? 'user__shortcut--soon' : ''}`}
            data-testid={entryId(item)}
            aria-disabled={soon || undefined}
            onClick={() => (soon ? toast(t('user.comingSoonToast')) : void openLink(item.link))}
          >
            {icon ? <Icon svg={icon} size={26} /> : <RemoteImage className='user__entry-img' src={item.icon!} />}
            <Text className='user__shortcut-text'>{title(item)}</Text>
            {soon && <Text className='user__soon'>{t('user.comingSoon')}</Text>}
          </View>
        )
      })}
    </View>
  )
}

/** The order row of the layout's `orderIcon`, with the counts of order/api/main/count. */
function OrderIcons({ items, more, counts }: { items: OrderIconItem[]; more?: string; counts?: Record<string, number> }) {
  const { t } = useT('shell')
  const title = useTitle()
  return (
    <View className='user__section'>
      <View className='user__row' data-testid='user-orders' onClick={() => void openLink(more ?? '/pages/order/index')}>
        <Text className='user__row-title'>{t('user.orders')}</Text>
        <Text className='user__row-more'>{t('user.allOrders')} ›</Text>
      </View>
      <View className='user__orders'>
        {items.map((item) => {
          const n = counts?.[`${item.key}OrderCount`] ?? 0
          return (
            <View key={item.key} className='user__order' data-testid={`user-orders-${item.key}`} onClick={() => void openLink(item.link)}>
              <View className='user__order-icon'>
                <Icon svg={ORDER_ICONS[item.key]} size={26} />
                {n > 0 && (
                  <Text className='user__order-count' data-testid={`user-count-${item.key}`}>
                    {n > 99 ? '99+' : String(n)}
                  </Text>
                )}
              </View>
              <Text className='user__order-text'>{title(item)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

/** Balance (the default wallet account), coupons to use, and the level, under the user's card. */
function Stats() {
  const { t } = useT('shell')
  const user = useSessionStore((s) => s.userInfo)
  const accounts = useQuery(keyOf('ledger.accounts'), () => api.ledger.accounts(undefined, { silent: true }), { staleMs: 10_000 })
  // only the total of the first page is read: how many coupons are waiting to be used
  const coupons = useQuery(
    keyOf('promotion.mine', 'unused', 'count'),
    () => api.promotion.mine({ query: { tab: 'unused', pageNum: 1, pageSize: 1 } }, { silent: true }),
    {
      staleMs: 10_000,
    },
  )
  const main = accounts.data?.find((a) => a.isDefault === 'Y') ?? accounts.data?.[0]
  const stats = [
    { id: 'balance', value: main ? price(main.balance, main.currency) : '-', label: t('user.balance'), page: 'user/wallet/index' as const },
    { id: 'coupons', value: coupons.data ? String(coupons.data.total) : '-', label: t('user.couponCount'), page: 'user/coupon/index' as const },
    { id: 'level', value: user ? `Lv.${user.levelNumber}` : '-', label: user?.levelName || t('user.level'), page: undefined },
  ]
  return (
    <View className='user__stats'>
      {stats.map((s) => (
        <View
          key={s.id}
          className='user__stat'
          data-testid={`user-stat-${s.id}`}
          onClick={s.page ? () => (isBuilt(s.page) ? void nav.to(s.page) : toast(t('user.comingSoonToast'))) : undefined}
        >
          <Text className='user__stat-value' data-testid={`user-stat-${s.id}-value`}>
            {s.value}
          </Text>
          <Text className='user__stat-label'>{s.label}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * User tab (and store-private userInfo): the login entry or the user's card with balance, coupons and level; then
 * the server's user-centre layout (config/init page type 2): its order row (`orderIcon`) and its grid of entries
 * (`titleList`); the merchant workbench and platform desk entries.
 */
export function UserScreen() {
  const { t } = useT('shell')
  const user = useSessionStore((s) => s.userInfo)
  const token = useSessionStore((s) => s.token)
  const config = useAppConfig()
  // shared by key with the order list (`keyOf('order.count')`): whoever changes an order invalidates `areaKey('order')`
  const counts = useQuery(keyOf('order.count'), () => api.order.count(undefined, { silent: true }), { enabled: !!token, staleMs: 5_000 })
  const info = useFreshUserInfo(token)
  usePullDownRefresh(() => {
    void config.reload()
    if (token) void Promise.all([counts.reload(), info.reload()])
    stopRefresh()
  })
  const components = config.data?.pages.find((p) => p.pageType === 2)?.pageLayout.components ?? []
  const orderIcon = components.find((c) => c.type === 'orderIcon')
  const titleList = components.find((c) => c.type === 'titleList')
  return (
    <View className='user' data-testid='user'>
      <View className='user__head'>
        {token && user ? (
          <View>
            <View className='user__card' data-testid='user-card' onClick={() => void nav.to('public/setting/edit')}>
              <RemoteImage className='user__avatar' src={user.photo || ''} />
              <View className='user__card-main'>
                <Text className='user__name' data-testid='user-name'>
                  {user.nickname}
                </Text>
                <Text className='user__level'>{maskedPhone(user.phone) || user.levelName}</Text>
              </View>
              <Text className='user__card-arrow'>›</Text>
            </View>
            <Stats />
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
      {config.error && !config.data && (
        <View className='user__section' data-testid='user-layout-retry' onClick={() => void config.reload()}>
          <Text className='user__retry'>{t('user.layoutFailed')}</Text>
        </View>
      )}
      {orderIcon && (
        <OrderIcons
          items={(orderIcon.props.items as OrderIconItem[]) ?? []}
          more={orderIcon.props.more as string | undefined}
          counts={token ? (counts.data as Record<string, number> | undefined) : undefined}
        />
      )}
      {titleList && <TitleList items={(titleList.props.items as TitleListItem[]) ?? []} />}
      <WorkEntries />
    </View>
  )
}
