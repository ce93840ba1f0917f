import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { PickupPointEdit, ShopEdit } from '~types/editor'
import { EDITOR_LIMITS as L, HOURS_PATTERN } from '~types/editor-codes'
import { invalidate, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money, toMinor } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api, RequestError } from '@/core/request'
import { Button, confirm, Screen, toast } from '@/core/ui'
import { FieldError, keptPic, PictureRow, ShopChips, showError, useIsMerchant, useMyShops, type Pic } from './shared'
import './texts'
import './editor.scss'
import './editor-web'

type Errors = Partial<Record<string, string>>
const HOURS = new RegExp(HOURS_PATTERN)
const yuan = (minor: number | null) => (minor === null ? '' : money(minor, ''))

/** Name, logo, banner, notice, hours, open: checked here for comfort, then the server's errors under their fields. */
function Basics({ shop }: { shop: ShopEdit }) {
  const { t } = useT('editor')
  const [name, setName] = useState(shop.name)
  const [logo, setLogo] = useState<Pic[]>(shop.logo ? [keptPic(shop.logo)] : [])
  const [banner, setBanner] = useState<Pic[]>(shop.banner ? [keptPic(shop.banner)] : [])
  const [notice, setNotice] = useState(shop.notice)
  const [hours, setHours] = useState(shop.hours)
  const [open, setOpen] = useState(shop.open)
  const [errors, setErrors] = useState<Errors>({})
  const save = useSubmit(async () => {
    const e: Errors = {}
    if (!name.trim()) e.name = t('required')
    if (!logo.length) e.logo = t('required')
    if (hours.trim() && !HOURS.test(hours.trim())) e.hours = t('shop.badHours')
    setErrors(e)
    if (Object.keys(e).length) return
    try {
      await api.editor.saveShop(
        {
          params: { id: shop.id },
          body: { name: name.trim(), logo: logo[0].value, banner: banner[0]?.value ?? '', notice: notice.trim(), hours: hours.trim(), open },
        },
        { json: true, noFilter: true, silent: true },
      )
      toast(t('saved'), 'success')
      await invalidate(keyOf('editor.shop', shop.id), keyOf('editor.myShops'), keyOf('catalog.shop'))
    } catch (x) {
      if (x instanceof RequestError) showError(x, setErrors)
    }
  })
  return (
    <View className='ed-card' data-testid='ed-basics'>
      <Text className='ed-label'>{t('shop.name')}</Text>
      <Input className='ed-input' data-testid='ed-name' value={name} maxlength={L.shopNameMax} onInput={(e) => setName(e.detail.value)} />
      <FieldError id='name' text={errors.name} />
      <Text className='ed-label'>{t('shop.logo')}</Text>
      <Text className='ed-hint'>{t('pictureRule')}</Text>
      <PictureRow id='logo' pics={logo} max={1} onChange={setLogo} onError={(m) => setErrors({ logo: m })} />
      <FieldError id='logo' text={errors.logo} />
      <Text className='ed-label'>{t('shop.banner')}</Text>
      <PictureRow id='banner' pics={banner} max={1} onChange={setBanner} onError={(m) => setErrors({ banner: m })} />
      <FieldError id='banner' text={errors.banner} />
      <Text className='ed-label'>{t('shop.notice')}</Text>
      <Textarea className='ed-area' data-testid='ed-notice' value={notice} maxlength={L.noticeMax} onInput={(e) => setNotice(e.detail.value)} />
      <Text className='ed-label'>{t('shop.hours')}</Text>
      <Input
        className='ed-input'
        data-testid='ed-hours'
        value={hours}
        placeholder={t('shop.hoursHint')}
        maxlength={11}
        onInput={(e) => setHours(e.detail.value)}
      />
      <FieldError id='hours' text={errors.hours} />
      <View className='ed-row'>
        <Text className='ed-row__label'>{t('shop.open')}</Text>
        <Switch data-testid='ed-open' checked={open} onChange={(e) => setOpen(e.detail.value)} />
      </View>
      <Button type='primary' block data-testid='ed-save-shop' disabled={save.busy} loading={save.busy} onClick={() => void save.run()}>
        {t('save')}
      </Button>
    </View>
  )
}

const emptyPoint = { name: '', address: '', hours: '', phone: '' }

/** Pickup points: the list (tap one to edit it, remove), and the form that adds or saves one. */
function Pickups({ shop }: { shop: ShopEdit }) {
  const { t } = useT('editor')
  const [editing, setEditing] = useState<PickupPointEdit | null>(null)
  const [p, setP] = useState(emptyPoint)
  const [errors, setErrors] = useState<Errors>({})
  const reload = () => invalidate(keyOf('editor.shop', shop.id))
  const save = useSubmit(async () => {
    const e: Errors = {}
    if (!p.name.trim()) e.name = t('required')
    if (!p.address.trim()) e.address = t('required')
    if (p.hours.trim() && !HOURS.test(p.hours.trim())) e.hours = t('shop.badHours')
    setErrors(e)
    if (Object.keys(e).length) return
    const body = { name: p.name.trim(), address: p.address.trim(), hours: p.hours.trim(), phone: p.phone.trim() }
    try {
      if (editing) await api.editor.savePickup({ params: { id: editing.id }, body }, { json: true, noFilter: true, silent: true })
      else await api.editor.addPickup({ params: { id: shop.id }, body }, { json: true, noFilter: true, silent: true })
      setEditing(null)
      setP(emptyPoint)
      toast(t('saved'), 'success')
      await reload()
    } catch (x) {
      if (x instanceof RequestError) showError(x, setErrors)
    }
  })
  const remove = async (id: number) => {
    if (!(await confirm(t('removeConfirm')))) return
    await api.editor.removePickup({ params: { id } })
    await reload()
  }
  const field = (k: keyof typeof emptyPoint, label: string, max: number) => (
    <>
      <Input
        className='ed-input'
        data-testid={`ed-pickup-${k}`}
        placeholder={label}
        value={p[k]}
        maxlength={max}
        onInput={(e) => setP({ ...p, [k]: e.detail.value })}
      />
      <FieldError id={`pickup-${k}`} text={errors[k]} />
    </>
  )
  return (
    <View className='ed-card' data-testid='ed-pickups'>
      <Text className='ed-title'>{t('shop.pickupTitle')}</Text>
      {!shop.pickupPoints.length && <Text className='ed-hint'>{t('shop.pickupEmpty')}</Text>}
      {shop.pickupPoints.map((x) => (
        <View key={x.id} className='ed-point' data-testid={`ed-point-${x.id}`}>
          <View
            className='ed-point__body'
            onClick={() => {
              setEditing(x)
              setP({ name: x.name, address: x.address, hours: x.hours, phone: x.phone })
            }}
          >
            <Text className='ed-point__name'>{x.name}</Text>
            <Text className='ed-point__meta'>{[x.address, x.hours, x.phone].filter(Boolean).join(' · ')}</Text>
          </View>
          <Text className='ed-link' data-testid={`ed-point-remove-${x.id}`} onClick={() => void remove(x.id)}>
            {t('remove')}
          </Text>
        </View>
      ))}
      {field('name', t('shop.pickupName'), L.pickupNameMax)}
      {field('address', t('shop.pickupAddress'), L.pickupAddressMax)}
      {field('hours', t('shop.hoursHint'), 11)}
      {field('phone', t('shop.pickupPhone'), L.phoneMax)}
      <Button block data-testid='ed-pickup-save' disabled={save.busy} onClick={() => void save.run()}>
        {editing ? t('save') : t('shop.pickupAdd')}
      </Button>
    </View>
  )
}

/** The delivery rule: fee, free over, provinces served (none chosen: everywhere). */
function Delivery({ shop }: { shop: ShopEdit }) {
  const { t } = useT('editor')
  const provinces = useQuery(keyOf('system.provinces'), () => api.system.provinces())
  const [fee, setFee] = useState(yuan(shop.delivery.fee))
  const [freeOver, setFreeOver] = useState(yuan(shop.delivery.freeOver))
  const [regions, setRegions] = useState<number[]>(shop.delivery.provinceIds)
  const [errors, setErrors] = useState<Errors>({})
  const save = useSubmit(async () => {
    const e: Errors = {}
    const f = toMinor(fee || '0')
    const over = freeOver.trim() ? toMinor(freeOver) : null
    if (f === null || f > L.deliveryFeeMax) e.fee = t('shop.badAmount')
    if (freeOver.trim() && (over === null || over < 1)) e.freeOver = t('shop.badAmount')
    setErrors(e)
    if (Object.keys(e).length) return
    try {
      await api.editor.saveDelivery(
        { params: { id: shop.id }, body: { fee: f!, freeOver: over, provinceIds: regions } },
        { json: true, noFilter: true, silent: true },
      )
      toast(t('saved'), 'success')
      await invalidate(keyOf('editor.shop', shop.id))
    } catch (x) {
      if (x instanceof RequestError) showError(x, setErrors)
    }
  })
  const toggle = (id: number) => setRegions((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]))
  return (
    <View className='ed-card' data-testid='ed-delivery'>
      <Text className='ed-title'>{t('shop.deliveryTitle')}</Text>
      <Text className='ed-label'>{t('shop.fee')}</Text>
      <Input className='ed-input' type='digit' data-testid='ed-fee' value={fee} onInput={(e) => setFee(e.detail.value)} />
      <FieldError id='fee' text={errors.fee} />
      <Text className='ed-label'>{t('shop.freeOver')}</Text>
      <Input className='ed-input' type='digit' data-testid='ed-free-over' value={freeOver} onInput={(e) => setFreeOver(e.detail.value)} />
      <FieldError id='freeOver' text={errors.freeOver} />
      <Text className='ed-label'>{t('shop.regions')}</Text>
      {!regions.length && <Text className='ed-hint'>{t('shop.regionsAll')}</Text>}
      <View className='ed-chips'>
        {(provinces.data ?? []).map((r) => (
          <Text key={r.id} className={`ed-chip${regions.includes(r.id) ? ' ed-chip--on' : ''}`} data-testid={`ed-region-${r.id}`} onClick={() => toggle(r.id)}>
            {r.name}
          </Text>
        ))}
      </View>
      <FieldError id='provinceIds' text={errors.provinceIds} />
      <Button block data-testid='ed-save-delivery' disabled={save.busy} onClick={() => void save.run()}>
        {t('save')}
      </Button>
    </View>
  )
}

/** The shop editor (`merchant/shop`, optional `id`): a merchant with several shops picks one first. */
export function ShopEditorScreen() {
  const { t } = useT('editor')
  const params = usePageParams('merchant/shop')
  const allowed = useIsMerchant()
  const shops = useMyShops(allowed)
  const [shopId, setShopId] = useState<number | undefined>(params.id ? Number(params.id) : undefined)
  useEffect(() => {
    if (shopId === undefined && shops.data?.length) setShopId(shops.data[0].id)
  }, [shopId, shops.data])
  const q = useQuery(keyOf('editor.shop', shopId ?? 0), () => api.editor.shop({ params: { id: shopId! } }), { enabled: allowed && shopId !== undefined })
  usePullRefresh(shops.reload, q.reload)
  return (
    <View className='ed' data-testid='ed-shop-screen'>
      <Screen query={allowed ? (shopId === undefined ? shops : q) : undefined} error={allowed ? undefined : t('refused')} skeleton='sheet'>
        <ShopChips shops={shops.data ?? []} value={shopId} onChange={setShopId} />
        {q.data && (
          <View key={q.data.id}>
            <Basics shop={q.data} />
            <Pickups shop={q.data} />
            <Delivery key={JSON.stringify(q.data.delivery)} shop={q.data} />
          </View>
        )}
      </Screen>
    </View>
  )
}
