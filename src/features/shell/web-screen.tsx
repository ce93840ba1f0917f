import { useRouter } from '@tarojs/taro'
import { WebView } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { Empty } from '@/core/ui'
import './shell.scss'

/** Web page: `url` param, http(s) only (an iframe on H5, web-view on mini-programs). */
export function WebScreen() {
  const { params } = useRouter()
  const { t } = useT('shell')
  const url = params.url ? decodeURIComponent(params.url) : ''
  if (!/^https?:\/\//.test(url)) return <Empty status='error' description={t('web.invalid')} />
  if (process.env.TARO_ENV === 'h5') return <iframe className='web-frame' src={url} title='web' sandbox='allow-scripts allow-same-origin allow-forms allow-popups' />
  return <WebView src={url} />
}
