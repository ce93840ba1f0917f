import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { useSettingsStore } from '@/core/stores'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import type { Region } from './api'
import './texts'
import './addr.scss'
import './addr-web'

const HOUR = 3_600_000

export interface RegionChoice {
  ids: number[]
  names: string[]
}

interface RegionPickerProps {
  visible: boolean
  /** the path chosen before (its levels show as tabs) */
  value: RegionChoice
  onClose: () => void
  /** a path from a province down to a region without children */
  onChange: (v: RegionChoice) => void
}

/**
 * The address tree one level at a time (`system/api/address/province`, then `tree/{id}`): a tab per
 * chosen level, the list of the level being chosen; a region without children ends the choice.
 */
export function RegionPicker({ visible, value, onClose, onChange }: RegionPickerProps) {
  const { t } = useT('addr')
  const [path, setPath] = useState<Array<{ id: number; name: string }>>([])
  useEffect(() => {
    if (visible) setPath(value.ids.slice(0, -1).map((id, i) => ({ id, name: value.names[i] ?? '' })))
  }, [visible])
  const parent = path.length ? path[path.length - 1].id : null
  const locale = useSettingsStore((s) => s.locale)
  // the tree is the same for everyone and rarely changes: fresh for an hour (per language: the names are the app language's)
  const q = useQuery(
    keyOf(parent === null ? 'system.provinces' : 'system.regionTree', locale, parent ?? 0),
    () => (parent === null ? api.system.provinces() : api.system.regionTree({ params: { id: parent } })),
    { enabled: visible, staleMs: HOUR },
  )
  if (!visible) return null
  const chosen = value.ids[path.length]
  const pick = (r: Region) => {
    const next = [...path, { id: r.id, name: r.name }]
    if (r.hasChildren) setPath(next)
    else onChange({ ids: next.map((p) => p.id), names: next.map((p) => p.name) })
  }
  return (
    <View className='addr-picker' data-testid='region-picker'>
      <View className='addr-picker__mask' onClick={onClose} />
      <View className='addr-picker__panel'>
        <View className='addr-picker__head'>
          <Text className='addr-picker__title'>{t('picker.title')}</Text>
          <Text className='addr-picker__close' onClick={onClose}>
            {t('picker.close')}
          </Text>
        </View>
        <View className='addr-picker__tabs'>
          {path.map((p, i) => (
            <Text key={p.id} className='addr-picker__tab' data-testid={`region-tab-${i}`} onClick={() => setPath(path.slice(0, i))}>
              {p.name}
            </Text>
          ))}
          <Text className='addr-picker__tab addr-picker__tab--on'>{t('picker.choose')}</Text>
        </View>
        {/* a list per level (keyed by its parent): a new level starts at its top, not where the last one was scrolled */}
        <ScrollView key={parent ?? 'provinces'} scrollY className='addr-picker__list'>
          <Screen query={q} empty={!!q.data && !q.data.length}>
            {(q.data ?? []).map((r) => (
              <View key={r.id} className='addr-picker__item' data-testid={`region-${r.id}`} onClick={() => pick(r)}>
                <Text className={r.id === chosen ? 'addr-picker__name addr-picker__name--on' : 'addr-picker__name'}>{r.name}</Text>
                {r.hasChildren && <Text className='addr-picker__more'>›</Text>}
              </View>
            ))}
          </Screen>
        </ScrollView>
      </View>
    </View>
  )
}
