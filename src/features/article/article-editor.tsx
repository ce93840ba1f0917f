// The desk's article editor: category, and per language the title, summary and body blocks; the cover; save, publish.
import Taro from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import type { ArticleInput } from '~types/article'
import { ARTICLE_SUMMARY_MAX, ARTICLE_TEXT_MAX, ARTICLE_TITLE_MAX, ARTICLE_URL_MAX, type ArticleBlockType } from '~types/article-codes'
import { LOCALES, type Locale } from '~types/constants'
import { areaKey, keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { LOCALE_NAMES, useT } from '@/core/i18n'
import { api, http, RequestError } from '@/core/request'
import { useSettingsStore } from '@/core/stores'
import { RemoteImage, toast } from '@/core/ui'
import { pickText, type ArticleBlock, type StaffArticle } from './api'
import './texts'
import './article-desk.scss'
import './article-web'

type Draft = Omit<ArticleInput, 'categoryId'> & { categoryId: number }
const BLOCK_TYPES: readonly ArticleBlockType[] = ['p', 'h', 'quote', 'img', 'link']

const fromArticle = (a: StaffArticle | null): Draft =>
  a
    ? { categoryId: a.categoryId, title: { ...a.title }, summary: { ...a.summary }, cover: a.cover, body: { ...a.body } }
    : { categoryId: 0, title: {}, summary: {}, cover: '', body: {} }

/** Let staff pick a picture and upload it as a public file; its address (null when the picker was closed). */
async function uploadPicture(): Promise<string | null> {
  let path: string
  try {
    path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })).tempFilePaths[0]
  } catch {
    return null
  }
  return (await http.upload(path, { formData: { scope: 'public' } })).url
}

export function ArticleEditor(props: { article: StaffArticle | null; onDone: () => void }) {
  const { t } = useT('article')
  const appLocale = useSettingsStore((s) => s.locale)
  const cats = useQuery(keyOf('article.staffCategories'), () => api.article.staffCategories())
  const [lang, setLang] = useState<Locale>(appLocale)
  const [d, setD] = useState<Draft>(() => fromArticle(props.article))
  const [error, setError] = useState('')
  const blocks = d.body[lang] ?? []
  const setBlocks = (bs: ArticleBlock[]) => setD((x) => ({ ...x, body: { ...x.body, [lang]: bs } }))
  const setBlock = (i: number, b: ArticleBlock) => setBlocks(blocks.map((x, j) => (j === i ? b : x)))
  const move = (i: number, by: number) => {
    const j = i + by
    if (j < 0 || j >= blocks.length) return
    const next = [...blocks]
    ;[next[i], next[j]] = [next[j], next[i]]
    setBlocks(next)
  }

  const picture = useSubmit(async (target: 'cover' | 'block') => {
    const url = await uploadPicture()
    if (!url) return
    if (target === 'cover') setD((x) => ({ ...x, cover: url }))
    else setBlocks([...blocks, { type: 'img', src: url }])
  })
  const add = (type: ArticleBlockType) => {
    if (type === 'img') return void picture.run('block')
    setBlocks([...blocks, type === 'link' ? { type: 'link', text: '', href: '' } : { type, text: '' }])
  }

  const save = useSubmit(
    async (publish: boolean) => {
      const title = Object.fromEntries(Object.entries(d.title).filter(([, v]) => v?.trim()))
      if (!Object.keys(title).length) return void setError(t('desk.form.needTitle'))
      if (!d.categoryId) return void setError(t('desk.form.needCategory'))
      setError('')
      const body: ArticleInput = { ...d, title }
      try {
        const saved = props.article
          ? await api.article.staffEdit({ params: { id: props.article.id }, body }, { json: true })
          : await api.article.staffAdd({ body }, { json: true })
        if (publish && saved.status !== 'published') await api.article.staffPublish({ params: { id: saved.id } })
      } catch (e) {
        if (e instanceof RequestError) setError(e.message)
        return
      }
      toast(publish ? t('desk.published') : t('desk.saved'), 'success')
      props.onDone()
    },
    { invalidate: [areaKey('article')] },
  )

  return (
    <View className='art-ed' data-testid='article-editor'>
      <Text className='art-ed__label'>{t('desk.form.category')}</Text>
      <View className='art-ed__chips'>
        {(cats.data ?? []).map((c) => (
          <Text
            key={c.id}
            className={c.id === d.categoryId ? 'art-ed-chip art-ed-chip--on' : 'art-ed-chip'}
            data-testid={`ed-category-${c.id}`}
            onClick={() => setD((x) => ({ ...x, categoryId: c.id }))}
          >
            {pickText(c.name, appLocale)}
          </Text>
        ))}
      </View>
      <Text className='art-ed__label'>{t('desk.form.language')}</Text>
      <View className='art-ed__chips'>
        {LOCALES.map((l) => (
          <Text key={l} className={l === lang ? 'art-ed-chip art-ed-chip--on' : 'art-ed-chip'} data-testid={`ed-lang-${l}`} onClick={() => setLang(l)}>
            {LOCALE_NAMES[l]}
          </Text>
        ))}
      </View>
      <Text className='art-ed__label'>{t('desk.form.title')}</Text>
      <Input
        className='art-ed__input'
        data-testid='ed-title'
        value={d.title[lang] ?? ''}
        maxlength={ARTICLE_TITLE_MAX}
        onInput={(e) => setD((x) => ({ ...x, title: { ...x.title, [lang]: e.detail.value } }))}
      />
      <Text className='art-ed__label'>{t('desk.form.summary')}</Text>
      <Textarea
        className='art-ed__area'
        data-testid='ed-summary'
        value={d.summary[lang] ?? ''}
        maxlength={ARTICLE_SUMMARY_MAX}
        onInput={(e) => setD((x) => ({ ...x, summary: { ...x.summary, [lang]: e.detail.value } }))}
      />
      <Text className='art-ed__label'>{t('desk.form.cover')}</Text>
      {d.cover ? (
        <RemoteImage className='art-ed__cover' data-testid='ed-cover' src={d.cover} size='card' mode='aspectFill' onClick={() => void picture.run('cover')} />
      ) : (
        <Text className='art-ed-chip' data-testid='ed-choose-cover' onClick={() => void picture.run('cover')}>
          {picture.busy ? t('desk.form.uploading') : t('desk.form.chooseCover')}
        </Text>
      )}
      <Text className='art-ed__label'>{t('desk.form.body')}</Text>
      {blocks.map((b, i) => (
        <View key={i} className='art-ed-block' data-testid={`ed-block-${i}`}>
          <View className='art-ed-block__head'>
            <Text className='art-ed-block__type'>{t(`desk.block.${b.type}`)}</Text>
            <Text className='art-ed-block__btn' onClick={() => move(i, -1)}>
              {t('desk.form.up')}
            </Text>
            <Text className='art-ed-block__btn' onClick={() => move(i, 1)}>
              {t('desk.form.down')}
            </Text>
            <Text className='art-ed-block__btn' onClick={() => setBlocks(blocks.filter((_, j) => j !== i))}>
              {t('desk.form.remove')}
            </Text>
          </View>
          {b.type === 'img' ? (
            <RemoteImage className='art-ed-block__img' src={b.src} size='card' mode='widthFix' />
          ) : b.type === 'link' ? (
            <>
              <Input
                className='art-ed__input'
                data-testid={`ed-link-text-${i}`}
                value={b.text}
                maxlength={ARTICLE_TITLE_MAX}
                placeholder={t('desk.form.linkText')}
                onInput={(e) => setBlock(i, { ...b, text: e.detail.value })}
              />
              <Input
                className='art-ed__input'
                data-testid={`ed-link-href-${i}`}
                value={b.href}
                maxlength={ARTICLE_URL_MAX}
                placeholder={t('desk.form.linkUrl')}
                onInput={(e) => setBlock(i, { ...b, href: e.detail.value })}
              />
            </>
          ) : (
            <Textarea
              className='art-ed__area'
              data-testid={`ed-text-${i}`}
              value={b.text}
              maxlength={b.type === 'h' ? ARTICLE_TITLE_MAX : ARTICLE_TEXT_MAX}
              placeholder={t('desk.form.textHint')}
              onInput={(e) => setBlock(i, { ...b, text: e.detail.value })}
            />
          )}
        </View>
      ))}
      <View className='art-ed__chips'>
        <Text className='art-ed__add'>{t('desk.form.add')}</Text>
        {BLOCK_TYPES.map((type) => (
          <Text key={type} className='art-ed-chip' data-testid={`ed-add-${type}`} onClick={() => add(type)}>
            {type === 'img' && picture.busy ? t('desk.form.uploading') : t(`desk.block.${type}`)}
          </Text>
        ))}
      </View>
      {!!error && (
        <Text className='art-ed__error' data-testid='ed-error'>
          {error}
        </Text>
      )}
      <View className='art-ed__actions'>
        <Text className='art-ed-btn art-ed-btn--off' onClick={props.onDone}>
          {t('desk.form.cancel')}
        </Text>
        <Text className='art-ed-btn art-ed-btn--off' data-testid='ed-save' onClick={() => void save.run(false)}>
          {t('desk.form.save')}
        </Text>
        <Text className='art-ed-btn' data-testid='ed-publish' onClick={() => void save.run(true)}>
          {t('desk.form.saveAndPublish')}
        </Text>
      </View>
    </View>
  )
}
