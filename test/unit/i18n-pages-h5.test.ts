// H5's zh_CN pack (src/core/i18n/packs/zh_CN.h5.ts) leaves out the page titles: load-packs.h5.ts takes them
// from Taro's route table when the router launches. They must be pages.json's, for every page.
import fs from 'node:fs'
import path from 'node:path'
import { eventCenter } from '@tarojs/runtime'
import { routes } from '@/routes/index'

jest.mock('@/core/i18n/load-packs', () => jest.requireActual('@/core/i18n/load-packs.h5'))
jest.mock('@/core/i18n/packs/zh_CN', () => jest.requireActual('@/core/i18n/packs/zh_CN.h5'))

const zhPages = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../locales/zh_CN/pages.json'), 'utf8')) as Record<string, string>

test("the page titles come from the route table at the router's launch, the same as pages.json", async () => {
  const { i18n, t } = await import('@/core/i18n')
  // the entry's first download carries no zh_CN title of its own
  expect(t('pages:tabbar/index')).toBe('tabbar/index')
  // Taro's route table as its H5 entry builds it: each route's path and its page config
  const table = routes.map((r) => ({ path: r.path, load: () => undefined, ...require(path.resolve(__dirname, '../../src', `${r.path}.config.ts`)).default }))
  ;(window as unknown as { __taroAppConfig: unknown }).__taroAppConfig = { routes: table }
  eventCenter.trigger('__taroRouterLaunch', {})
  await Promise.resolve()
  await Promise.resolve()
  const titles = Object.fromEntries(routes.map((r) => [r.name, t(`pages:${r.name}`)]))
  expect(titles).toEqual(zhPages)
  expect(Object.keys(zhPages).length).toBe(routes.length)
  // another language still falls back to them
  await i18n.changeLanguage('ko')
  expect(t('pages:tabbar/index')).toBe(zhPages['tabbar/index'])
})
