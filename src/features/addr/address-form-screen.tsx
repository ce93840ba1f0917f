import Taro, { useUnload } from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ADDR_DETAIL_MAX, ADDR_LABELS, ADDR_NAME_MAX, type AddrLabel } from '~types/addr-codes'
import { areaKey, invalidate, keyOf, useQuery } from '@/core/data'
import { Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Button, Screen, toast } from '@/core/ui'
import { api } from '@/core/request'
import { formProblem } from './form-rules'
import { RegionPicker, type RegionChoice } from './region-picker'
import { regionOfPick, type MapAddressPick } from './map-pick'
import './texts'
import './addr.scss'
import './addr-web'

/**
 * Add or edit a receiving address (`user/receivingAddress/binding`, `?id=` edits): recipient, phone,
 * region from the address tree, detail, label, default. Opened by `nav.pick` (checkout without an
 * address) the saved address answers the pick.
 */
export function AddressFormScreen() {
  const { t } = useT(['addr', 'validation'])
  const params = usePageParams('user/receivingAddress/binding')
  const id = Number(params.id) || undefined
  const pickId = params.pick
  const existing = useQuery(keyOf('addr.get', id ?? 0), () => api.addr.get({ params: { id: id! } }), { enabled: !!id, refetchOnShow: false })
  const { f, set } = useFields({ name: '', phone: '', detail: '' })
  const [countryArea, setCountryArea] = useState('86')
  const [region, setRegion] = useState<RegionChoice>({ ids: [], names: [] })
  const [label, setLabel] = useState<AddrLabel | ''>('')
  const [isDefault, setIsDefault] = useState(false)
  const [picking, setPicking] = useState(false)
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null)
  useUnload(() => {
    if (pickId) nav.pickCancel(pickId)
  })

  useEffect(() => {
    const a = existing.data
    if (!a) return
    set('name')(a.name)
    set('phone')(a.phone)
    set('detail')(a.detail)
    setCountryArea(a.countryArea)
    setRegion({ ids: a.regionIds, names: a.regionNames })
    setLabel(a.label ?? '')
    setIsDefault(a.isDefault)
    setPosition(a.latitude !== null && a.longitude !== null ? { latitude: a.latitude, longitude: a.longitude } : null)
  }, [existing.data])

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: id ? t('edit') : t('add') }).catch(() => undefined)
  }, [id])

  // a place picked on the map: its address as the detail, its region when the tree has it
  const pickOnMap = async () => {
    const p = await nav.pick<MapAddressPick>('user/receivingAddress/nearbyAddress')
    if (!p) return
    setPosition({ latitude: p.latitude, longitude: p.longitude })
    set('detail')(
      [p.address, p.name]
        .filter((x, i, a) => x && a.indexOf(x) === i)
        .join(' ')
        .slice(0, ADDR_DETAIL_MAX),
    )
    const r = regionOfPick(p)
    if (r) setRegion(r)
    else toast(t('form.regionUnmatched'))
  }

  const { busy, run: submit } = useSubmit(async () => {
    const problem = formProblem({ ...f, countryArea, regionIds: region.ids })
    if (problem) {
      toast(t(problem.key, problem.params))
      return
    }
    // the place picked on the map is kept with the address (ADR 0159): delivery and at-home services find it
    const body = {
      name: f.name.trim(),
      phone: f.phone.trim(),
      countryArea,
      regionIds: region.ids,
      detail: f.detail.trim(),
      label,
      isDefault,
      ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
    }
    const saved = id ? await api.addr.edit({ body: { id, ...body } }) : await api.addr.add({ body })
    await invalidate(areaKey('addr'))
    toast(t('form.saved'), 'success')
    if (pickId) await nav.pickDone(pickId, saved)
    else await nav.back()
  })

  return (
    <View className='addr' data-testid='addr-form'>
      <Screen query={id ? existing : undefined}>
        <View className='addr-form'>
          <Field label={t('form.name')} value={f.name} onInput={set('name')} maxlength={ADDR_NAME_MAX} placeholder={t('form.namePlaceholder')} />
          <Field
            label={`${t('form.phone')} +${countryArea}`}
            value={f.phone}
            onInput={set('phone')}
            type='number'
            maxlength={15}
            placeholder={t('form.phonePlaceholder')}
          />
          <View className='addr-form__row' data-testid='addr-region' onClick={() => setPicking(true)}>
            <Text className='addr-form__label'>{t('form.region')}</Text>
            <Text className={region.ids.length ? 'addr-form__value' : 'addr-form__value addr-form__value--empty'}>
              {region.ids.length ? region.names.join(' ') : t('form.regionPlaceholder')}
            </Text>
            <Text className='addr-form__more'>›</Text>
          </View>
          <View className='addr-form__row' data-testid='addr-pick-map' onClick={() => void pickOnMap()}>
            <Text className='addr-form__label addr-form__label--wide'>{t('form.pickOnMap')}</Text>
            <Text className='addr-form__value addr-form__value--empty'>
              {position ? `${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}` : ''}
            </Text>
            <Text className='addr-form__more'>›</Text>
          </View>
          <View className='addr-form__row addr-form__row--top'>
            <Text className='addr-form__label'>{t('form.detail')}</Text>
            <Textarea
              className='addr-form__textarea'
              value={f.detail}
              maxlength={ADDR_DETAIL_MAX}
              autoHeight
              placeholderStyle='font-size: 14px; color: #999'
              placeholder={t('form.detailPlaceholder')}
              onInput={(e) => set('detail')(e.detail.value)}
            />
          </View>
          <View className='addr-form__row'>
            <Text className='addr-form__label'>{t('form.label')}</Text>
            <View className='addr-form__chips'>
              {ADDR_LABELS.map((l) => (
                <Text
                  key={l}
                  className={label === l ? 'addr-chip addr-chip--on' : 'addr-chip'}
                  data-testid={`addr-label-${l}`}
                  onClick={() => setLabel(label === l ? '' : l)}
                >
                  {t(`label.${l}`)}
                </Text>
              ))}
            </View>
          </View>
          <View className='addr-form__row' data-testid='addr-default' onClick={() => setIsDefault(!isDefault)}>
            <Text className='addr-form__label addr-form__label--wide'>{t('form.isDefault')}</Text>
            <View className={isDefault ? 'addr-switch addr-switch--on' : 'addr-switch'}>
              <View className={isDefault ? 'addr-switch__knob addr-switch__knob--on' : 'addr-switch__knob'} />
            </View>
          </View>
        </View>
        <View className='addr-form__submit'>
          <Button type='primary' block loading={busy} onClick={() => void submit()}>
            {t('form.save')}
          </Button>
        </View>
      </Screen>
      <RegionPicker
        visible={picking}
        value={region}
        onClose={() => setPicking(false)}
        onChange={(v) => {
          setRegion(v)
          setPicking(false)
        }}
      />
    </View>
  )
}
