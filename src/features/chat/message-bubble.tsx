import { Image, Text, View } from '@tarojs/components'
import { ChatMsgType } from '~types/chat-codes'
import { chatImageUrl, type ShownMessage } from '@/core/chat'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { RemoteImage } from '@/core/ui'
import './texts'
import './chat.scss'

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0)

/** A picture's box: its shape from the stored width and height, at most 160 px wide or tall. */
function pictureBox(w: number, h: number) {
  if (!w || !h) return { width: '160px', height: '160px' }
  const k = Math.min(160 / w, 160 / h, 1)
  return { width: `${Math.max(40, Math.round(w * k))}px`, height: `${Math.max(40, Math.round(h * k))}px` }
}

/**
 * One message: ours on the right, the other side's on the left with its avatar; text, a picture (tap: full
 * screen), a product or order card as the server stored it (tap: the product / the order: `merchantSide`
 * opens the workbench's order page), a system line in the middle.
 */
export function MessageBubble({ m, mine, merchantSide }: { m: ShownMessage; mine: boolean; merchantSide: boolean }) {
  const { t } = useT('chat')
  const b = m.body
  if (m.msgtype === ChatMsgType.SYSTEM) {
    const key = str(b.key)
    const params = (b.params && typeof b.params === 'object' ? b.params : {}) as Record<string, unknown>
    return (
      <View className='ct-system' data-testid='chat-system'>
        <Text className='ct-system__text'>{t(`system.${key}`, { ...params, defaultValue: key })}</Text>
      </View>
    )
  }
  let content
  if (m.msgtype === ChatMsgType.IMAGE) {
    const url = chatImageUrl(str(b.url))
    content = (
      <View className='ct-picture' data-testid='chat-picture' onClick={() => void nav.to('preview/index', { urls: url })}>
        <Image className='ct-picture__img' src={url} mode='aspectFill' style={pictureBox(num(b.width), num(b.height))} />
      </View>
    )
  } else if (m.msgtype === ChatMsgType.PRODUCT) {
    const id = num(b.productId)
    content = (
      <View className='ct-card' data-testid='chat-product' onClick={() => id && void nav.to('classify/goods/info/index', { id })}>
        {!!str(b.image) && <RemoteImage className='ct-card__img' src={str(b.image)} mode='aspectFill' size='thumb' />}
        <View className='ct-card__text'>
          <Text className='ct-card__kind'>{t('product')}</Text>
          <Text className='ct-card__title'>{str(b.name)}</Text>
          {b.price !== undefined && <Text className='ct-card__price'>{price(num(b.price), str(b.currency) || undefined)}</Text>}
        </View>
      </View>
    )
  } else if (m.msgtype === ChatMsgType.ORDER) {
    const id = num(b.orderId)
    const open = () => {
      if (!id) return
      if (merchantSide) void nav.to('merchant/order', { id })
      else void nav.to('order/form/info', { id })
    }
    content = (
      <View className='ct-card' data-testid='chat-order' onClick={open}>
        {!!str(b.image) && <RemoteImage className='ct-card__img' src={str(b.image)} mode='aspectFill' size='thumb' />}
        <View className='ct-card__text'>
          <Text className='ct-card__kind'>{t('order')}</Text>
          <Text className='ct-card__title'>{t('orderNo', { no: str(b.orderNo) })}</Text>
          {b.amount !== undefined && <Text className='ct-card__price'>{price(num(b.amount), str(b.currency) || undefined)}</Text>}
        </View>
      </View>
    )
  } else {
    content = (
      <View className={mine ? 'ct-bubble ct-bubble--mine' : 'ct-bubble'}>
        <Text className={mine ? 'ct-bubble__text ct-bubble__text--mine' : 'ct-bubble__text'}>{str(b.text)}</Text>
      </View>
    )
  }
  return (
    <View className={mine ? 'ct-row ct-row--mine' : 'ct-row'} data-testid={mine ? 'chat-mine' : 'chat-theirs'} data-seq={m.seq}>
      {!mine && (
        <View className='ct-avatar'>
          {m.senderAvatar ? (
            <RemoteImage className='ct-avatar__img' src={m.senderAvatar} mode='aspectFill' size='thumb' />
          ) : (
            <Text className='ct-avatar__letter'>{(m.senderName || '?').slice(0, 1).toUpperCase()}</Text>
          )}
        </View>
      )}
      <View className={mine ? 'ct-body ct-body--mine' : 'ct-body'}>
        {!mine && !!m.senderName && <Text className='ct-name'>{m.senderName}</Text>}
        {content}
        {m.pending && <Text className='ct-pending'>{t('sending')}</Text>}
      </View>
    </View>
  )
}
