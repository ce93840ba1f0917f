import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { CheckoutLine } from '~types/order'
import { price } from '@/core/format/money'
import { RemoteImage } from '@/core/ui'

/** An amount the server computed (minor units), with its currency's symbol (@/core/format/money, shared with refunds). */
export { price }

/** One ordered line: picture, title, options (named by the server in the language), price and quantity (the server's numbers); `children` under the options (its after-sales state). */
export function LineRow({ line, currency, children }: { line: CheckoutLine; currency: string; children?: ReactNode }) {
  const spec = line.specText
  return (
    <View className='od-line'>
      <RemoteImage className='od-line__img' src={line.image} />
      <View className='od-line__body'>
        <Text className='od-line__title'>{line.title}</Text>
        {spec && <Text className='od-line__spec'>{spec}</Text>}
        {children}
      </View>
      <View className='od-line__side'>
        <Text className='od-line__price'>{price(line.price, currency)}</Text>
        <Text className='od-line__count'>x{line.count}</Text>
      </View>
    </View>
  )
}

/** A label and a value on one row. */
export function Row({ label, value, testId, strong, onClick }: { label: string; value: string; testId?: string; strong?: boolean; onClick?: () => void }) {
  return (
    <View className='od-row' onClick={onClick}>
      <Text className='od-row__label'>{label}</Text>
      <Text className={strong ? 'od-row__value od-row__value--strong' : 'od-row__value'} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}
