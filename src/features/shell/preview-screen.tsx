import Taro from '@tarojs/taro'
import { fileUrl } from '@/core/request'
import { Carousel, Empty, RemoteImage } from '@/core/ui'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import './shell.scss'
import './shell-web'

/** Image preview: `urls` (comma list) and `current` index. */
export function PreviewScreen() {
  const params = usePageParams('preview/index')
  const { t } = useT('shell')
  const urls = (params.urls ?? '').split(',').filter(Boolean)
  if (!urls.length) return <Empty status='empty' description={t('preview.none')} />
  return (
    <Carousel
      className='preview'
      items={urls}
      itemKey={(u) => u}
      current={Number(params.current ?? 0)}
      render={(u) => (
        <RemoteImage
          className='preview__img'
          src={u}
          mode='aspectFit'
          onLongPress={() => void Taro.previewImage({ urls: urls.map(fileUrl), current: fileUrl(u) })}
        />
      )}
    />
  )
}
