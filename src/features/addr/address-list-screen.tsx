import { useUnload } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ADDR_MAX } from '~types/addr-codes'
import { areaKey, invalidate, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, confirm, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import type { Address } from './api'
import './texts'
import './addr.scss'
import './addr-web'

/**
 * Receiving addresses (`user/receivingAddress/index`): the default first with its badge, set default,
 * edit, delete after a confirm, add. Opened by `nav.pick` (checkout: `pick` in the query, `selected`
 * = the address in use) a tap on an address answers the pick with it and goes back.
 */
export function AddressListScreen() {
  const { t } = useT('addr')
  const params = usePageParams('user/receivingAddress/index')
  const pickId = params.pick
  /** A new address; picking for checkout, the new one is the answer (the shopper added it to use it). */
  const addNew = async () => {
    if (!pickId) return void nav.to('user/receivingAddress/binding')
    const added = await nav.pick<Address>('user/receivingAddress/binding')
    if (added) await nav.pickDone(pickId, added)
  }
  const selected = Number(params.selected) || undefined
  const q = useQuery(keyOf('addr.list'), () => api.addr.list())
  usePullRefresh(q.reload)
  useUnload(() => {
    if (pickId) nav.pickCancel(pickId)
  })
  const rows = q.data ?? []

  const change = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      toast(done, 'success')
    } catch {
      // the request client showed the server's message
    }
    await invalidate(areaKey('addr'))
  }
  const remove = async (a: Address) => {
    if (await confirm(t('deleteConfirm'))) await change(() => api.addr.remove({ params: { id: a.id } }), t('deleted'))
  }
  const full = rows.length >= ADDR_MAX

  return (
    <View className='addr' data-testid='addr-list'>
      {pickId && rows.length > 0 && <Text className='addr__hint'>{t('pickHint')}</Text>}
      <Screen query={q} empty={!rows.length} emptyText={t('empty')}>
        {rows.map((a) => (
          <View
            key={a.id}
            className={a.id === selected ? 'addr-card addr-card--on' : 'addr-card'}
            data-testid={`addr-${a.id}`}
            onClick={() => (pickId ? void nav.pickDone(pickId, a) : undefined)}
          >
            <View className='addr-card__top'>
              <Text className='addr-card__name'>{a.name}</Text>
              <Text className='addr-card__phone'>{a.phone}</Text>
              {a.isDefault && (
                <Text className='addr-card__badge' data-testid={`addr-default-${a.id}`}>
                  {t('default')}
                </Text>
              )}
              {a.label && <Text className='addr-card__tag'>{t(`label.${a.label}`)}</Text>}
            </View>
            <Text className='addr-card__region'>{a.region}</Text>
            <Text className='addr-card__detail'>{a.detail}</Text>
            <View className='addr-card__actions'>
              {!a.isDefault ? (
                <Text
                  className='addr-card__action'
                  data-testid={`addr-set-default-${a.id}`}
                  onClick={(e) => {
                    e.stopPropagation()
                    void change(() => api.addr.setDefault({ params: { id: a.id } }), t('defaultSet'))
                  }}
                >
                  {t('setDefault')}
                </Text>
              ) : (
                <View className='addr-card__spacer' />
              )}
              <Text
                className='addr-card__action'
                data-testid={`addr-edit-${a.id}`}
                onClick={(e) => {
                  e.stopPropagation()
                  void nav.to('user/receivingAddress/binding', { id: a.id })
                }}
              >
                {t('edit')}
              </Text>
              <Text
                className='addr-card__action addr-card__action--danger'
                data-testid={`addr-delete-${a.id}`}
                onClick={(e) => {
                  e.stopPropagation()
                  void remove(a)
                }}
              >
                {t('delete')}
              </Text>
            </View>
          </View>
        ))}
      </Screen>
      <View className='addr-bar'>
        {full && <Text className='addr-bar__note'>{t('full', { max: ADDR_MAX })}</Text>}
        <Button className='addr-bar__add' type='primary' block disabled={full || q.loading} onClick={() => void addNew()}>
          {t('add')}
        </Button>
      </View>
    </View>
  )
}
