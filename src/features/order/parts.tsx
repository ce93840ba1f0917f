import { Text, View } from '@tarojs/components'
import type { CheckoutLine } from '~types/order'
import { money } from '@/core/format/money'
import { RemoteImage } from '@/core/ui'

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', PHP: '₱', TWD: 'NT$', HKD: 'HK$' }
/** An amount the server computed (minor units), with its currency's symbol. */
export const price = (minor: number, currency = 'CNY') => money(minor, SYMBOLS[currency] ?? `${currency} `)

/** One ordered line: picture, title, options (named by the server in the language), price and quantity (the server's numbers). */
export function LineRow({ line, currency }: { line: CheckoutLine; currency: string }) {
  const spec = line.specText
  return (
    <View className='od-line'>
      <RemoteImage className='od-line__img' src={line.image} />
      <View className='od-line__body'>
        <Text className='od-line__title'>{line.title}</Text>
        {spec && <Text className='od-line__spec'>{spec}</Text>}
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
