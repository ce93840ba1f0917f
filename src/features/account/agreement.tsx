import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import './texts'
import './account.scss'
import './account-web'

/**
 * The "I have read and agree to the user agreement and privacy policy" line of login and register: the box and
 * its words tick it, each agreement's name opens it (`public/txt`), so it can be read before it is accepted.
 */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (b: boolean) => void }) {
  const { t } = useT('account')
  return (
    <View className='acc-agree-row'>
      <View className='acc-agree' data-testid='agreement' onClick={() => onChange(!checked)}>
        <View className={`acc-agree__box ${checked ? 'acc-agree__box--on' : ''}`}>
          <Text>{checked ? '✓' : ''}</Text>
        </View>
        <Text className='acc-agree__text'>{t('agree')}</Text>
      </View>
      <Text className='acc-agree__link' data-testid='agreement-open-user' onClick={() => void nav.to('public/txt', { key: 'user' })}>
        {t('agreementName')}
      </Text>
      <Text className='acc-agree__text'>{t('and')}</Text>
      <Text className='acc-agree__link' data-testid='agreement-open-privacy' onClick={() => void nav.to('public/txt', { key: 'privacy' })}>
        {t('privacyName')}
      </Text>
    </View>
  )
}
