import { Text, View } from '@tarojs/components'
import type { PageName, Params } from '@/core/navigation'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import './texts'
import './product.scss'

/** H5: share = copy this page's link (the browser's address: the same page for whoever opens it). */
export function ShareButton(_: { title: string; page: PageName; params: Params; image?: string }) {
  const { t } = useT('product')
  const copy = async () => {
    try {
      const { copyLink } = await import(/* webpackChunkName: "copy-link" */ './copy-link')
      await copyLink(window.location.href)
      toast(t('linkCopied'), 'success')
    } catch {
      toast(t('copyFailed'))
    }
  }
  return (
    <View className='share' data-testid='share' onClick={() => void copy()}>
      <Text className='share__text'>{t('share')}</Text>
    </View>
  )
}
