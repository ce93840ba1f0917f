import { Text, View } from '@tarojs/components'
import type { OrderLine } from '~types/order'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import './order.scss'

/** A request for these states is still open: no new one for the line. */
const OPEN = ['requesting', 'to_return', 'returning', 'refunding', 'disputed']

/** May a new refund be asked for this line (the order allows refunds, some of it is left, none is open)? */
export const lineRefundable = (l: OrderLine, orderRefundable: boolean) =>
  orderRefundable && l.refundedCount < l.count && !(l.refundState && OPEN.includes(l.refundState))

/** A line's after-sales state (its latest request, how many were refunded) and, where it may be asked, a "refund" link. */
export function LineRefund({ line, orderId, refundable }: { line: OrderLine; orderId: number; refundable: boolean }) {
  const { t } = useT('order')
  const can = lineRefundable(line, refundable)
  if (!line.refundState && !line.refundedCount && !can) return null
  return (
    <View className='od-refund'>
      {line.refundState && (
        <Text className='od-refund__state' data-testid={`line-refund-${line.itemId}`}>
          {t(`refundState.${line.refundState}`)}
        </Text>
      )}
      {line.refundedCount > 0 && line.refundState !== 'success' && <Text className='od-refund__state'>{t('refundedCount', { n: line.refundedCount })}</Text>}
      {can && (
        <Text
          className='od-refund__link'
          data-testid={`line-refund-link-${line.itemId}`}
          onClick={(e) => (e.stopPropagation(), void nav.to('order/refund/apply', { orderId, itemId: line.itemId }))}
        >
          {t('refundLine')}
        </Text>
      )}
    </View>
  )
}
