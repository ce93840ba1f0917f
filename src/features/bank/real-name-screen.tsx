import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { HOLDER_MAX } from '~types/bank-codes'
import { invalidate, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { Field, useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, http, RequestError } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { isIdPicture, realNameFieldOf, realNameProblems, when, type RealNameField } from './api'
import './texts'
import './bank.scss'
import './bank-web'

type Side = 'frontImage' | 'backImage'
interface Picture {
  /** the private upload's id */
  id: string
  /** the local file, shown as the preview */
  path: string
}

/**
 * Real-name verification (`public/realName/index`): the request's state (none, under review, verified, not
 * approved with the staff's reason and "submit again"); the form: name, ID number, the ID card's two sides as
 * private uploads. The server checks the name and number with the identity registry, then staff review it in
 * the desk's queue; refusals show under the field they name.
 */
export function RealNameScreen() {
  const { t } = useT(['bank', 'validation'])
  const q = useQuery(keyOf('account.authenLog'), () => api.account.authenLog())
  usePullRefresh(q.reload)
  const { f, set } = useFields({ realName: '', idNumber: '' })
  const [pictures, setPictures] = useState<Partial<Record<Side, Picture>>>({})
  const [errors, setErrors] = useState<Partial<Record<RealNameField, string>>>({})
  const [again, setAgain] = useState(false)
  const log = q.data

  const edit = (k: 'realName' | 'idNumber') => (value: string) => {
    set(k)(value)
    setErrors((e) => ({ ...e, [k]: undefined }))
  }

  const upload = useSubmit(async (side: Side) => {
    let file: { path: string; type?: string }
    try {
      const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })
      file = { path: r.tempFilePaths[0], type: (r.tempFiles?.[0] as { type?: string } | undefined)?.type }
    } catch {
      return // cancelled
    }
    if (!file.path) return
    if (!isIdPicture(file.path, file.type)) {
      setErrors((e) => ({ ...e, [side]: t('realName.pictureType') }))
      return void toast(t('realName.pictureType'))
    }
    const u = await http.upload(file.path, { formData: { scope: 'private' } })
    setPictures((p) => ({ ...p, [side]: { id: u.id, path: file.path } }))
    setErrors((e) => ({ ...e, [side]: undefined }))
  })

  const send = useSubmit(async () => {
    const problems = realNameProblems({ ...f, frontImage: pictures.frontImage?.id, backImage: pictures.backImage?.id })
    const shown = Object.fromEntries(
      Object.entries(problems).map(([k, p]) => [
        k,
        t(p.key, p.params?.side ? { side: t(p.params.side === 'back' ? 'realName.sideBack' : 'realName.sideFront') } : p.params),
      ]),
    )
    setErrors(shown)
    const first = Object.values(shown)[0]
    if (first) return void toast(first)
    try {
      await api.account.requestAuthen({
        body: {
          realName: f.realName.trim(),
          idNumber: f.idNumber.trim().toUpperCase(),
          frontImage: pictures.frontImage!.id,
          backImage: pictures.backImage!.id,
        },
      })
    } catch (e) {
      if (e instanceof RequestError) {
        const field = realNameFieldOf(e.code, e.field)
        if (field) setErrors((x) => ({ ...x, [field]: e.message }))
      }
      throw e
    }
    toast(t('realName.submitted'), 'success')
    setAgain(false)
    await invalidate(keyOf('account.authenLog'))
  })

  const error = (k: RealNameField) =>
    errors[k] ? (
      <Text className='bank-error' data-testid={`rn-error-${k}`}>
        {errors[k]}
      </Text>
    ) : null
  const slot = (side: Side, label: string) => (
    <View className='rn-slot'>
      <View className='rn-slot__box' data-testid={`rn-${side}`} onClick={() => void upload.run(side)}>
        {pictures[side] ? (
          <Image className='rn-slot__img' src={pictures[side]!.path} mode='aspectFill' />
        ) : (
          <Text className='rn-slot__add'>{upload.busy ? t('realName.uploading') : t('realName.addPicture')}</Text>
        )}
      </View>
      <Text className='rn-slot__label'>{label}</Text>
      {error(side)}
    </View>
  )
  const showForm = log === null || (log?.status === 'rejected' && again)

  return (
    <View className='bank' data-testid='real-name'>
      <Screen query={q}>
        {log && (
          <View className='rn-state' data-testid='rn-state'>
            <Text className={`rn-state__badge rn-state__badge--${log.status}`} data-testid={`rn-state-${log.status}`}>
              {t(`realName.state.${log.status}`)}
            </Text>
            <Text className='rn-state__name'>{log.realName}</Text>
            <Text className='rn-state__id'>{log.idNumber}</Text>
            {log.status === 'pending' && <Text className='rn-state__text'>{t('realName.pendingText', { date: when(log.createTime) })}</Text>}
            {log.status === 'approved' && <Text className='rn-state__text'>{t('realName.approvedText')}</Text>}
            {log.status === 'rejected' && (
              <Text className='rn-state__reason' data-testid='rn-reason'>
                {t('realName.rejectedReason', { reason: log.reason ?? '' })}
              </Text>
            )}
            {log.status === 'rejected' && !again && (
              <Button type='primary' block data-testid='rn-resubmit' onClick={() => setAgain(true)}>
                {t('realName.resubmit')}
              </Button>
            )}
          </View>
        )}
        {showForm && (
          <View data-testid='rn-form'>
            <Text className='rn-intro'>{t('realName.intro')}</Text>
            <View className='bank-form'>
              <Field
                label={t('realName.name')}
                value={f.realName}
                onInput={edit('realName')}
                maxlength={HOLDER_MAX}
                placeholder={t('realName.namePlaceholder')}
              />
              {error('realName')}
              <Field
                label={t('realName.idNumber')}
                value={f.idNumber}
                onInput={edit('idNumber')}
                type='idcard'
                maxlength={20}
                placeholder={t('realName.idNumberPlaceholder')}
              />
              {error('idNumber')}
            </View>
            <View className='rn-slots'>
              {slot('frontImage', t('realName.front'))}
              {slot('backImage', t('realName.back'))}
            </View>
            <View className='bank-form__submit'>
              <Button type='primary' block data-testid='rn-submit' loading={send.busy} disabled={upload.busy} onClick={() => void send.run()}>
                {t('realName.submit')}
              </Button>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
