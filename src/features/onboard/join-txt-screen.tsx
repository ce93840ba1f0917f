import { ScrollView, Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import './texts'
import './onboard.scss'
import './onboard-web'

/** `store/join/txt`: the shop agreement an applicant accepts before sending. */
export function JoinTxtScreen() {
  const { t } = useT('onboard')
  const paragraphs = t('agreement.body').split('\n')
  return (
    <ScrollView className='ob' scrollY data-testid='join-txt'>
      <View className='ob-card'>
        <Text className='ob-card__title'>{t('agreement.title')}</Text>
        {paragraphs.map((p, i) => (
          <Text key={i} className='ob-para'>
            {p}
          </Text>
        ))}
      </View>
    </ScrollView>
  )
}
