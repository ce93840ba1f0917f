import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { RemoteImage, Screen } from '@/core/ui'
import { api } from '@/core/request'
import './texts'
import './product.scss'
import './product-web'

function Pictures({ title, urls, testId }: { title: string; urls: string[]; testId: string }) {
  const { t } = useT('product')
  return (
    <View className='pd__card' data-testid={testId}>
      <Text className='pd__section-title'>{title}</Text>
      {urls.length ? (
        <View className='rv__pics'>
          {urls.map((u, i) => (
            <RemoteImage
              key={`${i}-${u}`}
              className='st__pic'
              src={u}
              mode='aspectFill'
              size='card'
              onClick={() => void nav.to('preview/index', { urls: urls.join(','), current: i })}
            />
          ))}
        </View>
      ) : (
        <Text className='pd__muted'>{t('store.noPictures')}</Text>
      )}
    </View>
  )
}

/** A shop's licence and photos (`store/preview?id=`), each previewable; with its contact lines. */
export function StorePreviewScreen() {
  const params = usePageParams('store/preview')
  const id = Number(params.id)
  const { t } = useT('product')
  const q = useQuery(keyOf('catalog.shop', id), () => api.catalog.shop({ params: { id } }), { enabled: id > 0 })
  if (!(id > 0)) return <Screen error={t('notFound')} />
  const s = q.data
  return (
    <Screen query={q}>
      {s && (
        <View className='st__page'>
          <View className='pd__card'>
            <Text className='pd__shop-name'>{s.name}</Text>
            {!!s.intro && <Text className='pd__desc'>{s.intro}</Text>}
            {!!s.phone && <Text className='pd__desc'>{t('store.phone', { v: s.phone })}</Text>}
            {!!s.address && <Text className='pd__desc'>{t('store.address', { v: s.address })}</Text>}
            <Text className='pd__desc'>{t('store.hours', { v: s.hours })}</Text>
          </View>
          <Pictures title={t('store.licence')} urls={s.licenceImages} testId='store-licence' />
          <Pictures title={t('store.photos')} urls={s.photos} testId='store-photos' />
        </View>
      )}
    </Screen>
  )
}
