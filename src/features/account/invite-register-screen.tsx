// Registration through an invitation (`invite/register` {code}, no login): who invites (masked), then the sign-up
// form with the code filled in; the new account lands on the newcomer offers (its coupon pack is already given).
import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { RegisterForm } from './register-screen'
import './texts'
import './account.scss'
import './account-web'

export function InviteRegisterScreen() {
  const { t } = useT('account')
  const code = (usePageParams('invite/register').code ?? '').trim()
  // whose code it is: shown when known; a bad code is refused by the registration itself, naming the field
  const who = useQuery(keyOf('invite.check', code), () => api.invite.check({ params: { code } }, { silent: true }), {
    enabled: /^[A-Za-z0-9]{4,16}$/.test(code),
  })
  return (
    <View className='acc-invite' data-testid='invite-register'>
      {who.data ? (
        <View className='acc-invite__head'>
          <Text className='acc-invite__text' data-testid='invite-register-inviter'>
            {t('invitedBy', { name: who.data.inviter })}
          </Text>
        </View>
      ) : null}
      <RegisterForm inviteCode={code} then='newcomers/index' />
    </View>
  )
}
