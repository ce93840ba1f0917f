import { Input, Text, View } from '@tarojs/components'
import './pay-password.scss'
import './pay-password-web'

/**
 * The pay password's entry: six boxes over one numeric input (never shown, never kept by this component). Every
 * money move a user confirms with the pay password uses it: the cashier's balance payment, transfers, conversions.
 */
export function PayPasswordInput({ value, onInput }: { value: string; onInput(v: string): void }) {
  return (
    <View className='pwd'>
      <View className='pwd__boxes'>
        {Array.from({ length: 6 }, (_, i) => (
          <View key={i} className='pwd__box'>
            <Text className='pwd__dot'>{i < value.length ? '●' : ''}</Text>
          </View>
        ))}
      </View>
      <Input
        className='pwd__input'
        data-testid='pay-pwd-input'
        type='number'
        password
        focus
        maxlength={6}
        value={value}
        onInput={(e) => onInput(e.detail.value.replace(/\D/g, '').slice(0, 6))}
      />
    </View>
  )
}
