import { useT } from '@/core/i18n'
import { Empty } from '@/core/ui'
import { usePageParams } from '@/core/navigation'
import { WebFrame } from '@/core/ui/web-frame'
import './shell.scss'
import './shell-web'

/** Web page: `url` param, http(s) only (web-frame: an iframe on H5, web-view on mini-programs and RN). */
export function WebScreen() {
  const params = usePageParams('webview/webview')
  const { t } = useT('shell')
  const url = params.url ?? ''
  if (!/^https?:\/\//.test(url)) return <Empty status='error' description={t('web.invalid')} />
  return <WebFrame src={url} />
}
