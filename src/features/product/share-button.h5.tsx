import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { PageName, Params } from '@/core/navigation'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import './texts'
import './product.scss'

const loadCopy = () => import(/* webpackChunkName: "copy-link" */ './copy-link')

/** H5: share = copy this page's link (the browser's address: the same page for whoever opens it). */
export function ShareButton(_: { title: string; page: PageName; params: Params; image?: string }) {
  const { t } = useT('product')
  // the copy's code is not among the page's first chunks, but it is there before a tap: browsers (Safari)
  // let a page write the clipboard only right after the tap, not after a download the tap started
  useEffect(() => {
    const id = setTimeout(() => void loadCopy().catch(() => {}), 3000)
    return () => clearTimeout(id)
  }, [])
  const copy = async () => {
    try {
      const { copyLink } = await loadCopy()
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
