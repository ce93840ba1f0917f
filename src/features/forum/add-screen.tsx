import Taro from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { areaKey, keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, http } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { charCount, FORUM_PICTURE_EXTS, FORUM_PICTURES_MAX, FORUM_POST_MAX } from './api'
import './texts'
import './forum.scss'
import './forum-web'

const MIMES = FORUM_PICTURE_EXTS.map((e) => `image/${e === 'jpg' ? 'jpeg' : e}`)

/**
 * `user/discuss/add`: write a post: its class, its text (plain text, at most FORUM_POST_MAX characters) and up to
 * FORUM_PICTURES_MAX pictures (public uploads; tap one to take it out). The server checks all of it again; after
 * posting the post's page opens in place of this one.
 */
export function ForumAddScreen() {
  const { t } = useT('forum')
  const classes = useQuery(keyOf('forum.classes'), () => api.forum.classes())
  const [classId, setClassId] = useState<number | undefined>()
  const [content, setContent] = useState('')
  const [pictures, setPictures] = useState<Array<{ id: string; path: string }>>([])

  const upload = useSubmit(async (paths: string[]) => {
    for (const path of paths) {
      const u = await http.upload(path, { formData: { scope: 'public' } })
      if (!MIMES.includes(u.mime)) {
        toast(t('imageType'))
        continue
      }
      setPictures((all) => [...all, { id: u.id, path }].slice(0, FORUM_PICTURES_MAX))
    }
  })
  const post = useSubmit(
    async () => {
      if (!classId) return void toast(t('chooseClass'))
      if (!content.trim()) return void toast(t('textRequired'))
      const p = await api.forum.add({ body: { classId, content, pictures: pictures.map((x) => x.id) } }, { json: true })
      toast(t('posted'), 'success')
      await nav.redirect('user/discuss/info', { id: p.id })
    },
    { invalidate: [areaKey('forum')] },
  )
  const busy = upload.busy || post.busy
  const add = async () => {
    if (busy) return
    let paths: string[] = []
    try {
      paths = (await Taro.chooseImage({ count: FORUM_PICTURES_MAX - pictures.length, sizeType: ['compressed'] })).tempFilePaths
    } catch {
      return
    }
    await upload.run(paths)
  }
  const n = charCount(content)

  return (
    <View className='fm fm--add' data-testid='forum-add'>
      <Screen query={classes} skeleton='detail'>
        <View className='fm-form'>
          <Text className='fm-label'>{t('classLabel')}</Text>
          <View className='fm-chips'>
            {(classes.data ?? []).map((c) => (
              <Text
                key={c.id}
                className={c.id === classId ? 'fm-chip fm-chip--on' : 'fm-chip'}
                data-testid={`forum-class-${c.id}`}
                onClick={() => setClassId(c.id)}
              >
                {c.name}
              </Text>
            ))}
          </View>
          <Textarea
            className='fm-textarea'
            data-testid='forum-text'
            value={content}
            maxlength={FORUM_POST_MAX}
            placeholder={t('textHint')}
            onInput={(e) => setContent(e.detail.value)}
          />
          <Text className={n > FORUM_POST_MAX ? 'fm-count fm-count--over' : 'fm-count'} data-testid='forum-count'>
            {`${n}/${FORUM_POST_MAX}`}
          </Text>
          <Text className='fm-label'>{t('pictures', { max: FORUM_PICTURES_MAX })}</Text>
          <View className='fm-pics'>
            {pictures.map((x) => (
              <Image
                key={x.id}
                className='fm-pic'
                src={x.path}
                mode='aspectFill'
                data-testid='forum-add-pic'
                onClick={() => setPictures((all) => all.filter((y) => y.id !== x.id))}
              />
            ))}
            {pictures.length < FORUM_PICTURES_MAX && (
              <View className='fm-pic fm-pic--add' data-testid='forum-add-pic-button' onClick={() => void add()}>
                <Text className='fm-pic__plus'>+</Text>
              </View>
            )}
          </View>
          <Text className='fm-hint'>{t('picturesHint')}</Text>
          <Button type='primary' block loading={busy} disabled={busy} data-testid='forum-submit' onClick={() => void post.run()}>
            {t('post')}
          </Button>
        </View>
      </Screen>
    </View>
  )
}
