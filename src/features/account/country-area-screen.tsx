import { ScrollView, Text, View } from '@tarojs/components'
import { useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { Screen } from '@/core/ui'
import { accountApi } from './api'
import { useCountryArea } from './country-store'
import './texts'
import './account.scss'
import './account-web'

/** Query key of the dialling codes (system/api/basics/phonePrefix). */
const PHONE_PREFIX_KEY = ['system/phonePrefix'] as const

/** Country code picker. */
export function CountryAreaScreen() {
  const { t } = useT('common')
  const setArea = useCountryArea((s) => s.setArea)
  const q = useQuery(PHONE_PREFIX_KEY, accountApi.phonePrefix, { staleMs: 60 * 60_000 })
  return (
    <Screen query={q} empty={q.data?.length === 0} emptyText={t('empty')}>
      <ScrollView scrollY className='acc-list'>
        {q.data?.map((c) => (
          <View key={c.id} className='acc-list__item' onClick={() => (setArea(c.countryArea), void nav.back())}>
            <Text>{c.countryName}</Text>
            <Text className='acc-list__code'>+{c.countryArea}</Text>
          </View>
        ))}
      </ScrollView>
    </Screen>
  )
}
