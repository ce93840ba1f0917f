import Taro, { useRouter } from '@tarojs/taro'
import { Text, View, WebView } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { fileUrl } from '@/core/request'
import { Button, Carousel, Empty, RemoteImage } from '@/core/ui'
import './shell.scss'
import './shell-web'

/** 404 page; `type=2` is the maintenance variant opened on server code 503. */
export function NotFoundScreen() {
  const { params } = useRouter()
  const { t } = useT(['shell', 'common'])
  const maintenance = params.type === '2'
  return (
    <View className='tab-screen' data-testid='not-found'>
      <Empty status={maintenance ? 'network' : 'error'} description={maintenance ? t('shell:notFound.maintenance') : t('shell:notFound.title')} />
      <Button type='primary' size='small' onClick={() => void nav.relaunch('tabbar/index')}>
        {t('shell:notReady.home')}
      </Button>
    </View>
  )
}

/** Web page: `url` param, http(s) only (an iframe on H5, web-view on mini-programs). */
export function WebScreen() {
  const { params } = useRouter()
  const { t } = useT('shell')
  const url = params.url ? decodeURIComponent(params.url) : ''
  if (!/^https?:\/\//.test(url)) return <Empty status='error' description={t('web.invalid')} />
  if (process.env.TARO_ENV === 'h5') return <iframe className='web-frame' src={url} title='web' sandbox='allow-scripts allow-same-origin allow-forms allow-popups' />
  return <WebView src={url} />
}

/** Image preview: `urls` (comma list) and `current` index. */
export function PreviewScreen() {
  const { params } = useRouter()
  const { t } = useT('shell')
  const urls = (params.urls ? decodeURIComponent(params.urls) : '').split(',').filter(Boolean)
  if (!urls.length) return <Empty status='empty' description={t('preview.none')} />
  return (
    <Carousel
      className='preview'
      items={urls}
      itemKey={(u) => u}
      current={Number(params.current ?? 0)}
      render={(u) => (
        <RemoteImage className='preview__img' src={u} mode='aspectFit' onLongPress={() => void Taro.previewImage({ urls: urls.map(fileUrl), current: fileUrl(u) })} />
      )}
    />
  )
}

export function TxtScreen() {
  const { params } = useRouter()
  return (
    <View className='tab-screen'>
      <Text>{params.title ? decodeURIComponent(params.title) : ''}</Text>
    </View>
  )
}
