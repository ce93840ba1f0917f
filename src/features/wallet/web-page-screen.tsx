// The seven wallet web pages (user/wallet/webdq, webjlll, webim, webys, webdj, webzfb, webrwa): ONE screen. It asks the
// server for the page the tenant names for the key, with a short-lived signed token, and shows it in the web frame
// (an iframe on H5, the platform's web-view on mini-programs and React Native); a key without a page says so.
import { Text, View } from '@tarojs/components'
import type { WalletWebKey } from '~types/wallet-codes'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { api, fileUrl } from '@/core/request'
import { Empty, Screen } from '@/core/ui'
import { WebFrame } from '@/core/ui/web-frame'
import './texts'
import './wallet.scss'
import './wallet-web'

/** The screen of the wallet web page `pageKey`. A hand-over is asked again after a minute (its token lives five). */
export function WalletWebScreen({ pageKey }: { pageKey: WalletWebKey }) {
  const { t } = useT('wallet')
  const q = useQuery(keyOf('wallet.webAccess', pageKey), () => api.wallet.webAccess({ params: { key: pageKey } }), { staleMs: 60_000 })
  usePullRefresh(q.reload)
  const a = q.data
  return (
    <View className='wallet-web' data-testid={`wallet-web-${pageKey}`}>
      <Screen query={q}>
        {a && a.configured && a.url ? (
          <WebFrame src={fileUrl(a.url)} />
        ) : (
          <View className='wallet-web' data-testid='not-configured'>
            <Empty status='empty' description={t('web.notConfigured')} />
            <Text className='wallet-hint wallet-hint--center'>{t('web.notConfiguredHint')}</Text>
          </View>
        )}
      </Screen>
    </View>
  )
}

// one page each (the route table's entries import a screen by name): the same screen with its key
export const WebDqScreen = () => <WalletWebScreen pageKey='webdq' />
export const WebJlllScreen = () => <WalletWebScreen pageKey='webjlll' />
export const WebImScreen = () => <WalletWebScreen pageKey='webim' />
export const WebYsScreen = () => <WalletWebScreen pageKey='webys' />
export const WebDjScreen = () => <WalletWebScreen pageKey='webdj' />
export const WebZfbScreen = () => <WalletWebScreen pageKey='webzfb' />
export const WebRwaScreen = () => <WalletWebScreen pageKey='webrwa' />
