import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import './texts'
import './account.scss'
import './account-web'

/** The "I agree to the user agreement" tick box of login and register. */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (b: boolean) => void }) {
  const { t } = useT('account')
  return (
    <View className='acc-agree' data-testid='agreement' onClick={() => onChange(!checked)}>
      <View className={`acc-agree__box ${checked ? 'acc-agree__box--on' : ''}`}>
        <Text>{checked ? '✓' : ''}</Text>
      </View>
      <Text>
        {t('agree')} {t('agreementName')}
      </Text>
    </View>
  )
}
