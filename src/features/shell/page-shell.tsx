import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { routeByName, TAB_NAMES } from '@/routes/index'
import { nutuiLocale, useT } from '@/core/i18n'
import { pageStyle, useSkin } from '@/core/theme'
import { invalidate, keyOf } from '@/core/data'
import { onFrame } from '@/core/chat/frames'
import { startChat } from '@/core/chat/start'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { ConfigProvider, fetchCartCount, useTabBadge } from '@/core/ui'
import { ChatFrame } from '~types/chat-codes'
import type { Locale } from '~types/constants'
import { ensureExitGuard, onFirstLoad, pageShown } from './first-load'
import { applyTabBar } from './tab-bar'

/**
 * The cart tab's badge, kept by every mounted tab page (tab pages stay mounted): the count is the query
 * `keyOf('cart.count')`, which every feature that changes the cart invalidates.
 */
const CART_TAB = TAB_NAMES.indexOf('tabbar/shoppingCart')

function CartBadge() {
  useTabBadge(CART_TAB, keyOf('cart.count'), fetchCartCount)
  return null
}

/**
 * The user tab's badge: every unread notice and chat message (`message/group/count`'s total, the endpoint the message
 * centre reads too), fetched again whenever a tab page shows and at once when the chat connection reads a
 * `NOTICE` (a notice committed) or `UNREAD` (chat) frame.
 */
const USER_TAB = TAB_NAMES.indexOf('tabbar/user')
// its own key under the centre's (the centre keeps the whole answer there); invalidating `message.groupCount` reaches both
const MESSAGE_KEY = keyOf('message.groupCount', 'badge')
const fetchMessageTotal = (): Promise<number> => api.message.groupCount(undefined, { silent: true }).then((r) => r.total)

function MessageBadge() {
  useTabBadge(USER_TAB, MESSAGE_KEY, fetchMessageTotal, 0)
  useEffect(() => {
    const live = () => void invalidate(keyOf('message.groupCount'))
    const offs = [onFrame(ChatFrame.NOTICE, live), onFrame(ChatFrame.UNREAD, live)]
    return () => offs.forEach((off) => off())
  }, [])
  // signed in: the chat connection opens (once per app; on H5 its code is a chunk of its own, loaded after the
  // first screen), so the badge moves the moment a notice commits or a chat message arrives
  const token = useSessionStore((s) => s.token)
  useEffect(() => {
    if (!token) return
    const timer = setTimeout(() => void startChat().catch(() => {}), 1500)
    return () => clearTimeout(timer)
  }, [token])
  return null
}

/** Whether the page at `path` is the one showing (or the stack is unknown: a test, a first render). */
function onTop(path: string | undefined): boolean {
  let top: string | undefined
  try {
    const pages = Taro.getCurrentPages?.() ?? []
    top = pages[pages.length - 1]?.route
  } catch {
    /* no router (yet) */
  }
  return !top || !path || top.replace(/^\//, '').split('?')[0] === path
}

/** Every page's root: translated title, NutUI's locale and theme, skin variables, tab bar texts on tab pages. */
export function PageShell({ name, children }: { name: string; children: ReactNode }) {
  const { t, i18n } = useT('pages')
  const { vars } = useSkin()
  const route = routeByName(name)
  // the title in the current language: when the language changes (the page on top only: the title APIs
  // act on the current page), and whenever the page shows (a page under it, or a kept tab page, kept the
  // title of the language it last showed in)
  const showTitle = () => {
    if (!route?.customNav) void Taro.setNavigationBarTitle({ title: t(name) }).catch(() => {})
    if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.title = t(name)
  }
  useEffect(() => {
    if (onTop(route?.path)) showTitle()
  }, [name, i18n.language])
  // H5's first load (under index.html's boot frame, or after splash's ad): the frame commits first and the
  // page's body renders in a transition, which React cuts into ~5 ms slices instead of one long task (Taro
  // mounts a page with a plain update, rendered in one go). Later pages, other platforms: the body at once.
  const [body, setBody] = useState(() => !onFirstLoad())
  useEffect(() => {
    if (!body) startTransition(() => setBody(true))
  }, [])
  // the first page's body has committed: index.html's boot frame goes (splash takes it away itself when its ad shows)
  useEffect(() => {
    if (body && name !== 'splash') pageShown()
  }, [body])
  useDidShow(() => {
    showTitle()
    if (route?.tab) {
      applyTabBar()
      ensureExitGuard()
    }
  })
  return (
    <ConfigProvider locale={nutuiLocale(i18n.language as Locale)} theme={vars}>
      <View className='page' style={pageStyle(vars)} data-page={name}>
        {route?.tab && <CartBadge />}
        {route?.tab && <MessageBadge />}
        {body && children}
      </View>
    </ConfigProvider>
  )
}
