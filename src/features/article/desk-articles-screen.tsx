// `platform/articles`: the desk's articles (staff only).
import Taro, { useReachBottom } from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ARTICLE_CATEGORY_NAME_MAX, ARTICLE_STATES, type ArticleState } from '~types/article-codes'
import { areaKey, keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore, useSettingsStore } from '@/core/stores'
import { confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { ArticleEditor } from './article-editor'
import { pickText, when, type StaffArticle, type StaffCategory } from './api'
import './texts'
import './article-desk.scss'
import './article-web'

const PAGE = 10

/**
 * The categories: their names in the app's language; a line to add one (named in that language), or, after a tap
 * on a category, to rename it in that language (its other languages kept).
 */
function Categories() {
  const { t } = useT('article')
  const locale = useSettingsStore((s) => s.locale)
  const cats = useQuery(keyOf('article.staffCategories'), () => api.article.staffCategories())
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<StaffCategory | null>(null)
  const save = useSubmit(
    async () => {
      if (!name.trim()) return
      if (editing)
        await api.article.staffCategoryEdit(
          { params: { id: editing.id }, body: { name: { ...editing.name, [locale]: name.trim() }, sort: editing.sort } },
          { json: true },
        )
      else await api.article.staffCategoryAdd({ body: { name: { [locale]: name.trim() } } }, { json: true })
      setName('')
      setEditing(null)
    },
    { invalidate: [areaKey('article')] },
  )
  return (
    <View className='art-desk__cats' data-testid='desk-categories'>
      <Text className='art-ed__label'>{t('desk.categories.title')}</Text>
      <View className='art-ed__chips'>
        {(cats.data ?? []).map((c) => (
          <Text
            key={c.id}
            className={c.id === editing?.id ? 'art-ed-chip art-ed-chip--on' : 'art-ed-chip'}
            data-testid={`desk-category-${c.id}`}
            onClick={() => {
              setEditing(c.id === editing?.id ? null : c)
              setName(c.id === editing?.id ? '' : (c.name[locale] ?? ''))
            }}
          >
            {pickText(c.name, locale)}
          </Text>
        ))}
      </View>
      <View className='art-desk__add'>
        <Input
          className='art-ed__input art-desk__add-input'
          data-testid='category-name'
          value={name}
          maxlength={ARTICLE_CATEGORY_NAME_MAX}
          placeholder={t('desk.categories.name')}
          onInput={(e) => setName(e.detail.value)}
        />
        <Text className='art-ed-btn' data-testid='category-save' onClick={() => void save.run()}>
          {editing ? t('desk.form.save') : t('desk.categories.add')}
        </Text>
      </View>
    </View>
  )
}

/**
 * The desk's articles: by state, newest change first; write one, edit, publish and take off the feed; the
 * categories. Refused here for an account without the staff role (the server's 403 would log it out).
 */
export function DeskArticlesScreen() {
  const { t } = useT('article')
  const locale = useSettingsStore((s) => s.locale)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const [status, setStatus] = useState<ArticleState | 'all'>('all')
  const [editing, setEditing] = useState<StaffArticle | 'new' | null>(null)
  const q = useInfiniteQuery(
    keyOf('article.staffList', status),
    (pageNum) => api.article.staffList({ query: { ...(status === 'all' ? {} : { status }), pageNum, pageSize: PAGE } }),
    { enabled: allowed },
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const act = useSubmit(
    async (a: StaffArticle, action: 'publish' | 'unpublish') => {
      if (action === 'unpublish') {
        if (!(await confirm(t('desk.confirmUnpublish')))) return
        await api.article.staffUnpublish({ params: { id: a.id } })
        toast(t('desk.unpublished'))
      } else {
        await api.article.staffPublish({ params: { id: a.id } })
        toast(t('desk.published'), 'success')
      }
    },
    { invalidate: [areaKey('article')] },
  )
  // the editor and the list each start at the top (the page keeps one scroll position for both)
  useEffect(() => {
    void Promise.resolve()
      .then(() => Taro.pageScrollTo?.({ scrollTop: 0, duration: 0 }))
      .catch(() => undefined)
  }, [editing])
  if (editing) return <ArticleEditor article={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
  return (
    <View className='art-desk' data-testid='desk-articles'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('desk.refused')} empty={!q.rows.length} emptyText={t('desk.empty')}>
        <View className='art-desk__top'>
          <Text className='art-ed-btn' data-testid='write-article' onClick={() => setEditing('new')}>
            {t('desk.write')}
          </Text>
        </View>
        <ScrollView className='art-desk__tabs' scrollX>
          <View className='art-ed__chips'>
            {(['all', ...ARTICLE_STATES] as const).map((s) => (
              <Text key={s} className={s === status ? 'art-ed-chip art-ed-chip--on' : 'art-ed-chip'} data-testid={`status-${s}`} onClick={() => setStatus(s)}>
                {t(`desk.status.${s}`)}
              </Text>
            ))}
          </View>
        </ScrollView>
        {q.rows.map((a) => (
          <View key={a.id} className='art-desk-row' data-testid={`desk-article-${a.id}`}>
            <View className='art-desk-row__main'>
              {!!a.cover && <RemoteImage className='art-desk-row__cover' src={a.cover} size='thumb' mode='aspectFill' />}
              <View className='art-desk-row__text'>
                <Text className='art-desk-row__title'>{pickText(a.title, locale) || t('desk.untitled')}</Text>
                <Text className='art-desk-row__meta'>
                  {[t(`desk.status.${a.status}`), a.publishTime ? when(a.publishTime) : '', t('views', { count: a.views })].filter(Boolean).join(' · ')}
                </Text>
              </View>
            </View>
            <View className='art-desk-row__actions'>
              <Text className='art-ed-btn art-ed-btn--off' data-testid={`edit-${a.id}`} onClick={() => setEditing(a)}>
                {t('desk.edit')}
              </Text>
              {a.status === 'published' ? (
                <Text className='art-ed-btn art-ed-btn--off' data-testid={`unpublish-${a.id}`} onClick={() => void act.run(a, 'unpublish')}>
                  {t('desk.unpublish')}
                </Text>
              ) : (
                <Text className='art-ed-btn' data-testid={`publish-${a.id}`} onClick={() => void act.run(a, 'publish')}>
                  {t('desk.publish')}
                </Text>
              )}
            </View>
          </View>
        ))}
      </Screen>
      {allowed && <Categories />}
    </View>
  )
}
