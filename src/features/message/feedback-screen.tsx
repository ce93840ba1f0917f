import Taro from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES, type FeedbackType } from '~types/feedback-codes'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, http, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, toast } from '@/core/ui'
import './texts'
import './message.scss'
import './message-web'

const MIMES = ['image/jpeg', 'image/png', 'image/webp']
type Errors = Partial<Record<'type' | 'content' | 'contact' | 'images', string>>

/**
 * Feedback (`user/feedback`, `POST system/api/opinion`): a type, the text, up to FEEDBACK_IMAGES_MAX pictures (public
 * uploads, signed in) and a contact. The rules are checked here and by the server; each refusal shows under its
 * field. Sent: a thank-you; the desk's answer arrives in the message centre (notices).
 */
export function FeedbackScreen() {
  const { t } = useT('message')
  const token = useSessionStore((s) => s.token)
  const [type, setType] = useState<FeedbackType>('suggestion')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [images, setImages] = useState<Array<{ id: string; path: string }>>([])
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState(false)

  const upload = useSubmit(async (paths: string[]) => {
    for (const path of paths) {
      const u = await http.upload(path, { formData: { scope: 'public' } })
      if (!MIMES.includes(u.mime)) {
        setErrors((e) => ({ ...e, images: t('feedback.imageType') }))
        continue
      }
      setImages((l) => [...l, { id: u.id, path }].slice(0, FEEDBACK_IMAGES_MAX))
    }
  })
  const add = async () => {
    if (upload.busy) return
    let paths: string[] = []
    try {
      paths = (await Taro.chooseImage({ count: FEEDBACK_IMAGES_MAX - images.length, sizeType: ['compressed'] })).tempFilePaths
    } catch {
      return
    }
    setErrors((e) => ({ ...e, images: undefined }))
    await upload.run(paths)
  }

  const send = useSubmit(async () => {
    const text = content.trim()
    const found: Errors = {}
    if (text.length < FEEDBACK_CONTENT_MIN) found.content = t('feedback.contentShort', { min: FEEDBACK_CONTENT_MIN })
    if (text.length > FEEDBACK_CONTENT_MAX) found.content = t('feedback.contentLong', { max: FEEDBACK_CONTENT_MAX })
    if (contact.trim().length > FEEDBACK_CONTACT_MAX) found.contact = t('feedback.contactLong', { max: FEEDBACK_CONTACT_MAX })
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await api.system.opinion(
        {
          body: { type, content: text, ...(contact.trim() ? { contact: contact.trim() } : {}), ...(images.length ? { images: images.map((i) => i.id) } : {}) },
        },
        { json: true, silent: true },
      )
    } catch (e) {
      // the server's refusal under the field it names (images.0 -> images); anything else as a toast
      const field = e instanceof RequestError ? e.field?.split('.')[0] : undefined
      if (field && ['type', 'content', 'contact', 'images'].includes(field)) setErrors({ [field]: (e as Error).message })
      else toast((e as Error).message)
      return
    }
    toast(t('feedback.sent'), 'success')
    setSent(true)
  })

  if (sent)
    return (
      <View className='fb' data-testid='feedback-sent'>
        <Text className='fb-done'>{t('feedback.sent')}</Text>
        <Button type='primary' data-testid='feedback-to-messages' onClick={() => void nav.redirect('public/msg/index')}>
          {t('group.system')}
        </Button>
      </View>
    )

  const error = (k: keyof Errors) =>
    errors[k] ? (
      <Text className='fb-error' data-testid={`feedback-error-${k}`}>
        {errors[k]}
      </Text>
    ) : null

  return (
    <View className='fb' data-testid='feedback'>
      <Text className='fb-label'>{t('feedback.type')}</Text>
      <View className='fb-types'>
        {FEEDBACK_TYPES.map((k) => (
          <Text key={k} className={k === type ? 'fb-chip fb-chip--on' : 'fb-chip'} data-testid={`feedback-type-${k}`} onClick={() => setType(k)}>
            {t(`feedback.types.${k}`)}
          </Text>
        ))}
      </View>
      {error('type')}
      <Text className='fb-label'>{t('feedback.content')}</Text>
      <Textarea
        className='fb-text'
        data-testid='feedback-content'
        value={content}
        maxlength={FEEDBACK_CONTENT_MAX}
        placeholder={t('feedback.contentPlaceholder', { min: FEEDBACK_CONTENT_MIN })}
        onInput={(e) => setContent(e.detail.value)}
      />
      <Text className='fb-count'>{`${content.trim().length}/${FEEDBACK_CONTENT_MAX}`}</Text>
      {error('content')}
      <Text className='fb-label'>{t('feedback.pictures', { n: images.length, max: FEEDBACK_IMAGES_MAX })}</Text>
      <View className='fb-images'>
        {images.map((i, n) => (
          <View key={i.id} className='fb-image' data-testid={`feedback-image-${n}`}>
            <Image className='fb-image__img' src={i.path} mode='aspectFill' />
            <Text className='fb-image__remove' data-testid={`feedback-image-remove-${n}`} onClick={() => setImages((l) => l.filter((x) => x.id !== i.id))}>
              {t('feedback.remove')}
            </Text>
          </View>
        ))}
        {token && images.length < FEEDBACK_IMAGES_MAX && (
          <View className='fb-add' data-testid='feedback-add-image' onClick={() => void add()}>
            <Text className='fb-add__text'>{upload.busy ? t('feedback.uploading') : `+ ${t('feedback.add')}`}</Text>
          </View>
        )}
      </View>
      {!token && <Text className='fb-hint'>{t('feedback.loginForPictures')}</Text>}
      {error('images')}
      <Text className='fb-label'>{t('feedback.contact')}</Text>
      <Input
        className='fb-input'
        data-testid='feedback-contact'
        value={contact}
        maxlength={FEEDBACK_CONTACT_MAX}
        placeholder={t('feedback.contactPlaceholder')}
        onInput={(e) => setContact(e.detail.value)}
      />
      {error('contact')}
      <Button className='fb-submit' type='primary' block data-testid='feedback-submit' loading={send.busy || upload.busy} onClick={() => void send.run()}>
        {t('feedback.submit')}
      </Button>
    </View>
  )
}
