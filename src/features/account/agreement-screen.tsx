import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import './texts'
import './settings.scss'
import './settings-web'

/**
 * An agreement (`public/txt?key=`): the user agreement (default), the privacy policy or the withdrawal agreement,
 * as the tenant keeps them (basics setting `agreements`), in the current language. Guests read it too (login and
 * register link here).
 */
export function AgreementScreen() {
  const { t } = useT('account')
  const key = usePageParams('public/txt').key || 'user'
  // the register screen asks the same record under the same key: one answer for both
  const q = useQuery(keyOf('system.basics'), () => api.system.basics(undefined, { silent: true }))
  const doc = q.data?.agreements.find((a) => a.key === key)
  // the bar names the agreement (the route table's title is a general "notes"); again in a new language
  useEffect(() => {
    if (doc?.title) void Taro.setNavigationBarTitle({ title: doc.title }).catch(() => undefined)
  }, [doc?.title])
  return (
    <View className='set-doc' data-testid='agreement-doc'>
      <Screen query={q} empty={!!q.data && !doc} emptyText={t('agreementMissing')}>
        {doc && (
          <View>
            <Text className='set-doc__title' data-testid='agreement-title'>
              {doc.title}
            </Text>
            <Text className='set-doc__body' data-testid='agreement-body'>
              {doc.content}
            </Text>
          </View>
        )}
      </Screen>
    </View>
  )
}
