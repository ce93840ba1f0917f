import { Text, View } from '@tarojs/components'
import { Share } from 'react-native'
import { pageUrl, type PageName, type Params } from '@/core/navigation'
import { apiBase } from '@/core/request'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import './texts'
import './product.scss'

/**
 * The H5 address of a page, on the API's origin (the server serves the H5 build; hash routing): what a
 * friend without the app opens. Without an absolute API_BASE, the page's path alone.
 */
export function shareLink(page: PageName, params: Params): string {
  const m = /^(https?:\/\/[^/]+)/.exec(apiBase())
  return m ? `${m[1]}/#${pageUrl(page, params)}` : pageUrl(page, params)
}

/** React Native: the system share sheet (React Native's Share API) with the title and the page's H5 link. */
export function ShareButton({ title, page, params }: { title: string; page: PageName; params: Params; image?: string }) {
  const { t } = useT('product')
  const share = async () => {
    const url = shareLink(page, params)
    try {
      // iOS shows `url` as a link; Android takes the message only, so the link goes in it too
      await Share.share({ title, message: `${title}\n${url}`, url }, { dialogTitle: t('share') })
    } catch {
      toast(t('shareFailed'))
    }
  }
  return (
    <View className='share' data-testid='share' onClick={() => void share()}>
      <Text className='share__text'>{t('share')}</Text>
    </View>
  )
}
