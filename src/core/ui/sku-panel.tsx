import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { ProductDetail } from '~types/catalog'
import { money } from '../format/money'
import { useT } from '../i18n'
import { RemoteImage } from './remote-image'
import {
  checkQuantity,
  choiceText,
  choose,
  initialSelection,
  isValueEnabled,
  maxQuantity,
  QUANTITY_MAX,
  selectedSku,
  shown,
  type QuantityProblem,
  type Selection,
} from './sku-picker'
import './sku-panel.scss'
import './sku-panel-web'

type Detail = Pick<ProductDetail, 'specGroups' | 'skus' | 'price' | 'originalPrice' | 'stock' | 'images'>

/**
 * The picker's state for a product: the choice, the SKU it names, what to show, the quantity. `start`
 * opens it on a choice and quantity (the cart's "change SKU" opens it on the basket's own SKU).
 */
export function useSkuPicker(detail: Detail, start?: { sel?: Selection; count?: number }) {
  const [sel, setSel] = useState<Selection>(() => start?.sel ?? initialSelection(detail.specGroups, detail.skus))
  const [count, setCount] = useState(start?.count ?? 1)
  const sku = selectedSku(detail.specGroups, detail.skus, sel)
  const view = shown(detail, sku)
  const problem: QuantityProblem = checkQuantity(count, view.stock)
  return {
    sel,
    sku,
    view,
    count,
    problem,
    setCount,
    tap: (group: string, value: string) => {
      const next = choose(detail.skus, sel, group, value)
      setSel(next)
      // the quantity follows the new SKU's stock (never below 1)
      const s = selectedSku(detail.specGroups, detail.skus, next)
      if (s && count > maxQuantity(s.stock)) setCount(maxQuantity(s.stock))
    },
    /** the first group still to choose (its name, for "please choose ...") */
    missing: detail.specGroups.find((g) => sel[g.key] === undefined),
  }
}
export type SkuPickerState = ReturnType<typeof useSkuPicker>

/** The message for a quantity problem (spec section 5: insufficient stock, quantity out of range). */
export function useQuantityMessage() {
  const { t } = useT('common')
  return (problem: QuantityProblem, stock: number) =>
    problem === 'stock' ? t('skuInsufficientStock', { stock }) : problem === 'range' ? t('skuQuantityRange', { max: maxQuantity(Math.max(stock, 1)) }) : ''
}

/** Spec groups as chips (a value that cannot make an in-stock SKU with the choice is disabled), price, stock, quantity. */
export function SkuPanel({ detail, picker }: { detail: Detail; picker: SkuPickerState }) {
  const { t } = useT('common')
  const message = useQuantityMessage()
  const { sel, view, count, problem } = picker
  const max = maxQuantity(view.stock)
  const step = (n: number) => picker.setCount(Math.min(Math.max(1, n), max))
  return (
    <View className='sku' data-testid='sku-panel'>
      <View className='sku__head'>
        <RemoteImage className='sku__img' src={view.image} mode='aspectFill' size='thumb' data-testid='sku-image' />
        <View className='sku__head-text'>
          <Text className='sku__price' data-testid='sku-price'>
            {money(view.price)}
          </Text>
          <Text className='sku__stock' data-testid='sku-stock'>
            {t('skuStock', { n: view.stock })}
          </Text>
          <Text className='sku__chosen'>
            {picker.missing
              ? t('skuPleaseChoose', { name: picker.missing.name })
              : t('skuChosen', { text: choiceText(detail.specGroups, sel) || t('skuDefault') })}
          </Text>
        </View>
      </View>
      {detail.specGroups.map((g) => (
        <View key={g.key} className='sku__group'>
          <Text className='sku__group-name'>{g.name}</Text>
          <View className='sku__values'>
            {g.values.map((v) => {
              const on = sel[g.key] === v.key
              const enabled = isValueEnabled(detail.skus, sel, g.key, v.key)
              return (
                <View
                  key={v.key}
                  className={`sku__value ${on ? 'sku__value--on' : ''} ${enabled ? '' : 'sku__value--off'}`}
                  data-testid={`sku-${g.key}-${v.key}`}
                  aria-disabled={!enabled}
                  aria-selected={on}
                  onClick={() => enabled && picker.tap(g.key, v.key)}
                >
                  <Text className={`sku__value-text ${on ? 'sku__value-text--on' : ''} ${enabled ? '' : 'sku__value-text--off'}`}>{v.name}</Text>
                </View>
              )
            })}
          </View>
        </View>
      ))}
      <View className='sku__qty-row'>
        <Text className='sku__group-name'>{t('skuQuantity')}</Text>
        <View className='sku__stepper'>
          <View className={`sku__step ${count <= 1 ? 'sku__step--off' : ''}`} data-testid='qty-minus' onClick={() => count > 1 && step(count - 1)}>
            <Text className='sku__step-text'>-</Text>
          </View>
          <Input
            className='sku__qty'
            type='number'
            value={String(count)}
            maxlength={String(QUANTITY_MAX).length + 1}
            data-testid='qty-input'
            onInput={(e) => picker.setCount(e.detail.value === '' ? 0 : Number(e.detail.value))}
          />
          <View
            className={`sku__step ${count >= max ? 'sku__step--off' : ''}`}
            data-testid='qty-plus'
            onClick={() => (count >= max ? picker.setCount(count + 1) : step(count + 1))}
          >
            <Text className='sku__step-text'>+</Text>
          </View>
        </View>
      </View>
      {problem && (
        <Text className='sku__problem' data-testid='qty-problem'>
          {message(problem, view.stock)}
        </Text>
      )}
    </View>
  )
}
