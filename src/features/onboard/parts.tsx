// Pieces the onboard screens share: a document picture slot (private upload), the region tree picker, the state card.
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, http } from '@/core/request'
import { toast } from '@/core/ui'
import { PrivateImage } from '@/core/ui/private-image'
import { isDocPicture } from './api'

/** A document picture: tap to choose one, uploaded privately (only the applicant and staff read it). */
export function DocSlot(p: { id: string | null | undefined; label: string; error?: string; testId: string; onChange: (id: string) => void }) {
  const { t } = useT('onboard')
  const [local, setLocal] = useState<{ id: string; path: string } | null>(null)
  const up = useSubmit(async () => {
    let file: { path: string; type?: string }
    try {
      const r = await Taro.chooseImage({ count: 1, sizeType: ['original'] })
      file = { path: r.tempFilePaths[0], type: (r.tempFiles?.[0] as { type?: string } | undefined)?.type }
    } catch {
      return // cancelled
    }
    if (!file.path) return
    if (!isDocPicture(file.path, file.type)) return void toast(t('pictureRule'))
    const u = await http.upload(file.path, { formData: { scope: 'private' } })
    setLocal({ id: u.id, path: file.path })
    p.onChange(u.id)
  })
  return (
    <View className='ob-slot'>
      <View className='ob-slot__box' data-testid={p.testId} onClick={() => void up.run()}>
        {p.id && local?.id === p.id ? (
          <Image className='ob-slot__img' src={local.path} mode='aspectFill' />
        ) : p.id ? (
          <PrivateImage id={p.id} className='ob-slot__img' />
        ) : (
          <Text className='ob-slot__add'>{up.busy ? t('uploading') : `+ ${t('addPicture')}`}</Text>
        )}
      </View>
      <Text className='ob-slot__label'>{p.label}</Text>
      {p.error ? (
        <Text className='ob-error' data-testid={`${p.testId}-error`}>
          {p.error}
        </Text>
      ) : null}
    </View>
  )
}

interface Picked {
  id: number
  name: string
}

/**
 * The region tree (`system/api/address/*`) down to `depth` (1 province, 2 city, 3 district): the chosen path
 * shown; tapping opens the levels one after the other.
 */
export function RegionPicker(p: { depth: number; path: string[]; testId: string; onPick: (id: number, names: string[]) => void }) {
  const { t } = useT('onboard')
  const [open, setOpen] = useState(false)
  const [stack, setStack] = useState<Picked[]>([])
  const parent = stack[stack.length - 1]
  const q = useQuery(
    parent ? keyOf('system.regionTree', parent.id) : keyOf('system.provinces'),
    () => (parent ? api.system.regionTree({ params: { id: parent.id } }) : api.system.provinces()),
    { enabled: open },
  )
  const choose = (r: { id: number; name: string; hasChildren: boolean }) => {
    const next = [...stack, { id: r.id, name: r.name }]
    if (next.length >= p.depth || !r.hasChildren) {
      setOpen(false)
      setStack([])
      p.onPick(
        r.id,
        next.map((x) => x.name),
      )
    } else setStack(next)
  }
  return (
    <View className='ob-region'>
      <View className='ob-row' data-testid={p.testId} onClick={() => setOpen(!open)}>
        <Text className='ob-row__label'>{t('form.region')}</Text>
        <Text className={p.path.length ? 'ob-row__value' : 'ob-row__value ob-row__value--empty'}>{p.path.length ? p.path.join(' ') : t('choose')}</Text>
      </View>
      {open && (
        <View className='ob-region__panel' data-testid={`${p.testId}-panel`}>
          {stack.length > 0 && (
            <Text className='ob-region__back' onClick={() => setStack(stack.slice(0, -1))}>
              ‹ {stack.map((s) => s.name).join(' ')}
            </Text>
          )}
          {q.loading && <Text className='ob-muted'>…</Text>}
          <View className='ob-region__list'>
            {(q.data ?? []).map((r) => (
              <Text key={r.id} className='ob-chip' data-testid={`region-${r.id}`} onClick={() => choose(r)}>
                {r.name}
              </Text>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
