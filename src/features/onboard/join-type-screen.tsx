import { Text, View } from '@tarojs/components'
import { invalidate, keyOf } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { joinAgent, SHOP_KINDS, type ShopApplyForm } from './api'
import './texts'
import './onboard.scss'
import './onboard-web'

/** `store/join/type`: an ordinary or a service shop; the choice starts (or changes) the draft, with the join link's agent. */
export function JoinTypeScreen() {
  const { t } = useT('onboard')
  const pick = useSubmit(async (shopKind: (typeof SHOP_KINDS)[number]) => {
    const body: ShopApplyForm = { shopKind }
    const code = joinAgent.get()
    if (code) body.agentCode = code
    try {
      await api.onboard.shopDraft({ body }, { silent: true })
    } catch {
      // an unknown or own link: the draft goes on without it
      joinAgent.forget()
      await api.onboard.shopDraft({ body: { shopKind } })
    }
    await invalidate(keyOf('onboard.shopMine'))
    await nav.to('store/join/join')
  })
  return (
    <View className='ob' data-testid='join-type'>
      <Text className='ob-title'>{t('type.title')}</Text>
      {SHOP_KINDS.map((k) => (
        <View key={k} className='ob-card ob-kind' data-testid={`join-type-${k}`} onClick={() => void pick.run(k)}>
          <Text className='ob-card__title'>{t(`kind.${k}`)}</Text>
          <Text className='ob-card__text'>{t(`kindText.${k}`)}</Text>
        </View>
      ))}
    </View>
  )
}
