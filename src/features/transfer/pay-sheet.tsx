import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { PayPasswordInput } from '@/core/ui'
import './texts'
import './transfer.scss'
import './transfer-web'

/** The sheet asking the pay password (the shared six boxes): `onPassword` gets it once six digits are typed. */
export function PaySheet(props: { title: string; value: string; busy: boolean; onInput(v: string): void; onPassword(v: string): void; onClose(): void }) {
  const { t } = useT('transfer')
  return (
    <View className='tf-mask' data-testid='pay-sheet'>
      <View className='tf-sheet'>
        <View className='tf-sheet__head'>
          <Text className='tf-sheet__title'>{props.title}</Text>
          <Text className='tf-sheet__close' data-testid='pay-sheet-close' onClick={props.onClose}>
            ×
          </Text>
        </View>
        <PayPasswordInput
          value={props.value}
          onInput={(v) => {
            props.onInput(v)
            if (v.length === 6 && !props.busy) props.onPassword(v)
          }}
        />
        <Text className='tf-sheet__link' onClick={() => void nav.to('public/setting/pay-pwd')}>
          {t('forgotPayPwd')}
        </Text>
      </View>
    </View>
  )
}
