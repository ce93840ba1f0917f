import { Text, View } from '@tarojs/components'
import './transfer.scss'
import './transfer-web'

/** One label and value line of a card. */
export function Row(props: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <View className='tf-row'>
      <Text className='tf-row__label'>{props.label}</Text>
      <Text className={props.strong ? 'tf-row__value tf-row__value--strong' : 'tf-row__value'} data-testid={props.testId}>
        {props.value}
      </Text>
    </View>
  )
}

/** A row of currency chips (`disabled` ones shown but not pickable, with `note` under the code). */
export function CurrencyChips(props: {
  label: string
  list: string[]
  value: string | undefined
  onPick(c: string): void
  testId: string
  disabled?: string[]
  note?: (c: string) => string | undefined
}) {
  return (
    <View className='tf-chips'>
      <Text className='tf-label'>{props.label}</Text>
      <View className='tf-chips__list'>
        {props.list.map((c) => {
          const off = props.disabled?.includes(c)
          const on = c === props.value
          return (
            <View
              key={c}
              className={on ? 'tf-chip tf-chip--on' : off ? 'tf-chip tf-chip--off' : 'tf-chip'}
              data-testid={`${props.testId}-${c}`}
              onClick={() => !off && props.onPick(c)}
            >
              <Text className={on ? 'tf-chip__text tf-chip__text--on' : 'tf-chip__text'}>{c}</Text>
              {props.note?.(c) && <Text className='tf-chip__note'>{props.note(c)}</Text>}
            </View>
          )
        })}
      </View>
    </View>
  )
}
