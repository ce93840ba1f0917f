import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { areaKey, invalidate } from '@/core/data'
import { checkAll, Field, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, http } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, chooseAction, RemoteImage, toast } from '@/core/ui'
import * as v from '@/core/validators'
import { avatarSources, chooseAvatar, type AvatarSource } from './choose-avatar'
import { useFreshUser } from './use-fresh-user'
import './texts'
import './account.scss'
import './account-web'
import './settings.scss'
import './settings-web'

const SEXES = [0, 1, 2] as const

/**
 * Edit profile (`public/setting/edit`): the avatar (album, camera or file, uploaded through the upload module,
 * then set by its id), the nickname (spec section 5; the server's rule decides) and the gender.
 */
export function ProfileScreen() {
  const { t } = useT(['account', 'validation'])
  const user = useFreshUser()
  const [nickname, setNickname] = useState(user?.nickname ?? '')
  const [sex, setSex] = useState(user?.userSex ?? 2)
  // the stored info arrives after the first render on React Native: fill the form once it is there
  useEffect(() => {
    if (user) {
      setNickname((n) => n || user.nickname)
      setSex(user.userSex)
    }
  }, [user?.userId])

  /** Save profile changes; the answer is the user's info, written into the session (the user tab shows it). */
  const save = async (body: { nickname?: string; photoId?: string; userSex?: number }) => {
    const next = await api.account.info({ body })
    useSessionStore.getState().setUser(next)
    await invalidate(areaKey('account'))
    return next
  }
  const avatar = useSubmit(async (source: AvatarSource) => {
    const path = await chooseAvatar(source)
    if (!path) return
    const file = await http.upload(path, { formData: { scope: 'public' } })
    await save({ photoId: file.id })
    toast(t('account:avatarSaved'), 'success')
  })
  const pickAvatar = async () => {
    const sources = avatarSources()
    const labels = { album: t('account:fromAlbum'), camera: t('account:fromCamera'), file: t('account:fromFile') }
    const i = await chooseAction(sources.map((s) => labels[s]))
    if (i !== undefined && sources[i]) await avatar.run(sources[i])
  }
  const submit = useSubmit(async () => {
    if (!checkAll([v.nickname(nickname)], t)) return
    await save({ nickname, userSex: sex })
    toast(t('account:saved'), 'success')
    await nav.back()
  })
  if (!user) return null
  return (
    <View className='set' data-testid='profile'>
      <View className='set-group'>
        <View className='set-row' data-testid='profile-avatar' onClick={() => void pickAvatar()}>
          <Text className='set-row__label'>{t('account:avatar')}</Text>
          <View className='set-row__value' />
          <RemoteImage className='set-profile__avatar' src={user.photo || ''} />
          <Text className='set-row__arrow'>›</Text>
        </View>
        <Field
          className='profile-nickname'
          label={t('account:nickname')}
          value={nickname}
          onInput={setNickname}
          maxlength={20}
          placeholder={t('account:nicknamePlaceholder')}
        />
        <View className='set-row set-row--last'>
          <Text className='set-row__label'>{t('account:sex')}</Text>
          <View className='set-row__value' />
          <View className='set-sexes'>
            {SEXES.map((s) => (
              <Text key={s} data-testid={`sex-${s}`} className={`set-chip ${sex === s ? 'set-chip--on' : ''}`} onClick={() => setSex(s)}>
                {t(`account:sexes.${s}`)}
              </Text>
            ))}
          </View>
        </View>
      </View>
      <Button type='primary' block data-testid='profile-save' loading={submit.busy || avatar.busy} onClick={() => void submit.run()}>
        {t('account:save')}
      </Button>
    </View>
  )
}
