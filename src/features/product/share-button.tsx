import { Button, Text } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { pageUrl, type PageName, type Params } from '@/core/navigation'
import { useT } from '@/core/i18n'
import './texts'
import './product.scss'

/** Mini-programs: the host's share menu (page config `enableShareAppMessage`) with this page's path and title. */
export function ShareButton({ title, page, params, image }: { title: string; page: PageName; params: Params; image?: string }) {
  const { t } = useT('product')
  useShareAppMessage(() => ({ title, path: pageUrl(page, params), imageUrl: image }))
  return (
    <Button className='share' openType='share' data-testid='share'>
      <Text className='share__text'>{t('share')}</Text>
    </Button>
  )
}
