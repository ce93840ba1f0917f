// Invitation rules (`invite/txt`): how codes, binding, the team and team orders work (ADR 0153, 0154).
import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import './texts'
import './invite.scss'
import './invite-web'

export function InviteRulesScreen() {
  const { t } = useT('invite')
  return (
    <View className='inv' data-testid='invite-rules'>
      <View className='inv-card'>
        {(['rulesText1', 'rulesText2', 'rulesText3', 'rulesText4'] as const).map((k, i) => (
          <Text key={k} className='inv-rule'>
            {`${i + 1}. ${t(k)}`}
          </Text>
        ))}
      </View>
    </View>
  )
}
