import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button } from '@/core/ui'
import type { ShopApplication } from './api'

/** A sent application's state: pending (since when), approved (to the workbench), rejected with the reason and "resubmit". */
export function StateCard({ a }: { a: ShopApplication }) {
  const { t } = useT('onboard')
  return (
    <View className='ob-card' data-testid='join-state'>
      <Text className={`ob-badge ob-badge--${a.state}`} data-testid={`join-state-${a.state}`}>
        {t(`state.${a.state}`)}
      </Text>
      <Text className='ob-card__title'>{a.form.shopName}</Text>
      {a.state === 'pending' && <Text className='ob-card__text'>{t('pendingText')}</Text>}
      {a.state === 'approved' && (
        <>
          <Text className='ob-card__text'>{t('approvedText')}</Text>
          <Button type='primary' block data-testid='join-workbench' onClick={() => void nav.to('merchant/index')}>
            {t('toWorkbench')}
          </Button>
        </>
      )}
      {a.state === 'rejected' && (
        <>
          <Text className='ob-card__text'>{t('rejectedText')}</Text>
          <Text className='ob-reason' data-testid='join-reason'>
            {t('reason', { reason: a.reason ?? '' })}
          </Text>
          <Button type='primary' block data-testid='join-resubmit' onClick={() => void nav.to('store/join/join')}>
            {t('resubmit')}
          </Button>
        </>
      )}
    </View>
  )
}
