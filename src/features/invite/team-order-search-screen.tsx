// Search team orders (`teamOrder/search`): a part of an order number (letters and digits), then the list narrowed to it.
import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { TEAM_ORDER_NO_PATTERN } from '~types/invite-codes'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Button, toast } from '@/core/ui'
import './texts'
import './invite.scss'
import './invite-web'

export function TeamOrderSearchScreen() {
  const { t } = useT('invite')
  const [text, setText] = useState('')
  const go = () => {
    const orderNo = text.trim()
    if (!new RegExp(TEAM_ORDER_NO_PATTERN).test(orderNo)) return void toast(t('searchPlaceholder'))
    void nav.redirect('teamOrder/index', { orderNo })
  }
  return (
    <View className='inv' data-testid='team-order-search'>
      <View className='inv-card'>
        <Input
          className='inv-input'
          data-testid='team-order-search-input'
          maxlength={40}
          focus
          placeholder={t('searchPlaceholder')}
          value={text}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={go}
        />
        <Button type='primary' block data-testid='team-order-search-go' onClick={go}>
          {t('search')}
        </Button>
      </View>
    </View>
  )
}
