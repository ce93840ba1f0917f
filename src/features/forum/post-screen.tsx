import { Input, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { areaKey, invalidate, keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { chooseAction, confirm, Icon, RemoteImage, Screen, toast } from '@/core/ui'
import { charCount, FORUM_COMMENT_MAX, FORUM_PAGE_SIZE, REPORT_REASONS, type ForumComment, type ForumLikeState } from './api'
import { HEART, HEART_ON } from './icons'
import { Author } from './post-card'
import './texts'
import './forum.scss'
import './forum-web'

/**
 * `user/discuss/info?id=`: one forum post, readable without login: its text (plain text, shown as text), its
 * pictures (tap = preview), likes, comments paged with their likes, a comment box, report, and delete for its
 * author. A hidden or deleted post says "removed". Likes show the server's count (the answer of each tap).
 */
export function ForumPostScreen() {
  const { t } = useT('forum')
  const id = Number(usePageParams('user/discuss/info').id)
  const signedIn = useSessionStore((s) => !!s.token)
  const info = useQuery(keyOf('forum.info', id), () => api.forum.info({ params: { id } }), { enabled: id > 0 })
  const shown = info.data?.status === 'shown'
  const comments = useInfiniteQuery(
    keyOf('forum.comments', id),
    (pageNum) => api.forum.comments({ params: { id }, query: { pageNum, pageSize: FORUM_PAGE_SIZE } }),
    { enabled: shown },
  )
  useReachBottom(comments.loadMore)
  usePullRefresh(info.reload, comments.reload)
  const [like, setLike] = useState<ForumLikeState | undefined>()
  const [commentLikes, setCommentLikes] = useState<Record<number, ForumLikeState>>({})
  const [text, setText] = useState('')
  const needLogin = () => (signedIn ? false : (void nav.toLogin(), true))

  const tapLike = useSubmit(async () => {
    if (needLogin() || !info.data) return
    const was = like?.liked ?? info.data.liked
    setLike(was ? await api.forum.unlike({ params: { id } }) : await api.forum.like({ params: { id } }))
    // the lists show the server's counts too
    await invalidate(keyOf('forum.list'), keyOf('forum.mine'))
  })
  const tapCommentLike = useSubmit(async (c: ForumComment) => {
    if (needLogin()) return
    const was = commentLikes[c.id]?.liked ?? c.liked
    const r = was ? await api.forum.commentUnlike({ params: { id: c.id } }) : await api.forum.commentLike({ params: { id: c.id } })
    setCommentLikes((all) => ({ ...all, [c.id]: r }))
  })
  const send = useSubmit(
    async () => {
      if (needLogin()) return
      if (!text.trim()) return void toast(t('textRequired'))
      await api.forum.comment({ body: { postId: id, content: text } }, { json: true })
      setText('')
      toast(t('commented'), 'success')
    },
    { invalidate: [keyOf('forum.comments', id), keyOf('forum.info', id)] },
  )
  const report = useSubmit(async (target: 'post' | 'comment', targetId: number) => {
    if (needLogin()) return
    const i = await chooseAction(REPORT_REASONS.map((r) => t(`reason.${r}`)))
    if (i === undefined) return
    await api.forum.report({ body: { target, id: targetId, reason: t(`reason.${REPORT_REASONS[i]}`) } }, { json: true })
    toast(t('reported'), 'success')
  })
  const remove = useSubmit(async () => {
    if (!(await confirm(t('deleteAsk')))) return
    await api.forum.remove({ params: { id } })
    toast(t('deleted'), 'success')
    await invalidate(areaKey('forum'))
    await nav.back()
  })

  if (!(id > 0)) return <Screen error={t('notFound')} />
  const p = info.data
  const liked = like?.liked ?? p?.liked ?? false
  const likes = like?.likes ?? p?.likes ?? 0
  return (
    <View className='fm fm--post' data-testid='forum-post'>
      <Screen query={info} skeleton='detail'>
        {p && !shown && (
          <View className='fm-gone' data-testid='forum-post-removed'>
            <Text className='fm-gone__text'>{t('removed')}</Text>
            <Text className='fm-gone__link' data-testid='forum-to-list' onClick={() => void nav.redirect('user/discuss/index')}>
              {t('toList')}
            </Text>
          </View>
        )}
        {p && shown && (
          <View className='fm-post'>
            <Author name={p.author.nickname} avatar={p.author.avatar} time={p.createTime} cls={p.className} />
            <Text className='fm-post__text' data-testid='forum-post-text'>
              {p.content}
            </Text>
            {p.pictures.length > 0 && (
              <View className='fm-pics'>
                {p.pictures.map((u, i) => (
                  <RemoteImage
                    key={`${i}-${u}`}
                    className='fm-pic'
                    src={u}
                    mode='aspectFill'
                    size='card'
                    data-testid={`forum-post-pic-${i}`}
                    onClick={() => void nav.to('preview/index', { urls: p.pictures.join(','), current: i })}
                  />
                ))}
              </View>
            )}
            <View className='fm-post__bar'>
              <View className={liked ? 'fm-like fm-like--on' : 'fm-like'} data-testid='forum-like' onClick={() => void tapLike.run()}>
                <Icon svg={liked ? HEART_ON : HEART} size={20} />
                <Text className='fm-like__n' data-testid='forum-likes'>
                  {likes}
                </Text>
              </View>
              <View className='fm-grow' />
              {p.mine ? (
                <Text className='fm-link' data-testid='forum-delete' onClick={() => void remove.run()}>
                  {t('delete')}
                </Text>
              ) : (
                <Text className='fm-link' data-testid='forum-report' onClick={() => void report.run('post', p.id)}>
                  {t('report')}
                </Text>
              )}
            </View>
          </View>
        )}
      </Screen>
      {p && shown && (
        <View className='fm-comments'>
          <Text className='fm-comments__title' data-testid='forum-comments-count'>
            {t('comments', { count: p.comments })}
          </Text>
          <Screen query={comments} empty={!comments.rows.length} emptyText={t('noComments')}>
            {comments.rows.map((c) => {
              const cl = commentLikes[c.id]
              const on = cl?.liked ?? c.liked
              return (
                <View key={c.id} className='fm-comment' data-testid={`forum-comment-${c.id}`}>
                  <Author name={c.author.nickname} avatar={c.author.avatar} time={c.createTime} />
                  <Text className='fm-comment__text' data-testid={`forum-comment-text-${c.id}`}>
                    {c.content}
                  </Text>
                  <View className='fm-comment__bar'>
                    <View className='fm-like' data-testid={`forum-comment-like-${c.id}`} onClick={() => void tapCommentLike.run(c)}>
                      <Icon svg={on ? HEART_ON : HEART} size={16} />
                      <Text className='fm-like__n' data-testid={`forum-comment-likes-${c.id}`}>
                        {cl?.likes ?? c.likes}
                      </Text>
                    </View>
                    <View className='fm-grow' />
                    {!c.mine && (
                      <Text className='fm-link fm-link--small' data-testid={`forum-comment-report-${c.id}`} onClick={() => void report.run('comment', c.id)}>
                        {t('report')}
                      </Text>
                    )}
                  </View>
                </View>
              )
            })}
            {comments.done && comments.rows.length > 0 && <Text className='fm-end'>{t('end')}</Text>}
          </Screen>
          <View className='fm-box'>
            <Input
              className='fm-box__input'
              data-testid='forum-comment-input'
              value={text}
              maxlength={FORUM_COMMENT_MAX}
              placeholder={signedIn ? t('commentHint') : t('loginToComment')}
              onFocus={() => void needLogin()}
              onInput={(e) => setText(e.detail.value)}
            />
            <Text className='fm-box__count'>{`${charCount(text)}/${FORUM_COMMENT_MAX}`}</Text>
            <Text className={send.busy ? 'fm-box__send fm-box__send--busy' : 'fm-box__send'} data-testid='forum-comment-send' onClick={() => void send.run()}>
              {t('send')}
            </Text>
          </View>
        </View>
      )}
    </View>
  )
}
