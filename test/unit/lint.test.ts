// The lint's architecture rules (eslint.config.mjs) can fail: each rule is run on a small bad snippet
// at a path where it is forbidden, and on the same snippet where it is allowed. ESLint runs in a child
// process (its flat config is an ES module, which jest's module system does not load).
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

type Case = { name: string; file: string; code: string; rule: string | null }

const RUNNER = `
import { ESLint } from 'eslint'
const cases = JSON.parse(process.env.LINT_CASES)
const eslint = new ESLint({ cwd: process.cwd() })
const out = []
for (const c of cases) {
  const [r] = await eslint.lintText(c.code, { filePath: c.file })
  out.push(r.messages.map((m) => m.ruleId ?? m.message))
}
console.log(JSON.stringify(out))
`

const cases: Case[] = [
  {
    name: 'a feature imports another feature',
    file: 'src/features/account/x-screen.tsx',
    code: "import { HomeScreen } from '@/features/shell/home-screen'\nexport const x = HomeScreen\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a feature imports another feature by a relative path',
    file: 'src/features/account/x-screen.tsx',
    code: "import { shellApi } from '../shell/api'\nexport const x = shellApi\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a feature imports its own files',
    file: 'src/features/account/x-screen.tsx',
    code: "import { accountApi } from './api'\nimport { Field } from '@/core/form'\nexport const x = [accountApi, Field]\n",
    rule: null,
  },
  {
    name: 'core imports a feature',
    file: 'src/core/data/x.ts',
    code: "import { useCartStore } from '@/features/cart/cart-store'\nexport const x = useCartStore\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'NutUI outside the UI facade',
    file: 'src/features/shell/x.tsx',
    code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'NutUI inside the UI facade',
    file: 'src/core/ui/x.tsx',
    code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n",
    rule: null,
  },
  {
    name: 'a NutUI component in a language pack',
    file: 'src/core/i18n/packs/xx.ts',
    code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n",
    rule: 'no-restricted-imports',
  },
  {
    name: "NutUI's locale texts in a language pack",
    file: 'src/core/i18n/packs/xx.ts',
    code: "import en from '@nutui/nutui-react-taro/dist/es/locales/en-US'\nexport const x = en\n",
    rule: null,
  },
  {
    name: 'Taro.request outside the request client',
    file: 'src/features/shell/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.request({ url: '/x' })\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'uploadFile imported outside the request client',
    file: 'src/core/ui/x.ts',
    code: "import { uploadFile } from '@tarojs/taro'\nexport const x = uploadFile\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'Taro.request inside the request client',
    file: 'src/core/request/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.request({ url: '/x' })\n",
    rule: null,
  },
  {
    name: 'Taro navigation outside the navigation module',
    file: 'src/features/shell/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.navigateTo({ url: '/pages/x' })\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: "a screen reading the router's still-encoded query",
    file: 'src/features/order/x.ts',
    code: "import { useRouter } from '@tarojs/taro'\nexport const p = () => useRouter().params\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'Taro navigation in the request client',
    file: 'src/core/request/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.reLaunch({ url: '/pages/x' })\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'Taro navigation inside the navigation module',
    file: 'src/core/navigation/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.switchTab({ url: '/pages/x' })\n",
    rule: null,
  },
  {
    name: 'Taro.showModal outside the UI facade',
    file: 'src/features/cart/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.showModal({ content: 'x' })\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'showActionSheet imported outside the UI facade',
    file: 'src/core/request/x.ts',
    code: "import { showActionSheet } from '@tarojs/taro'\nexport const x = showActionSheet\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'Taro.showModal inside the UI facade',
    file: 'src/core/ui/x.ts',
    code: "import Taro from '@tarojs/taro'\nvoid Taro.showModal({ content: 'x' })\n",
    rule: null,
  },
  {
    name: 'a file name that is not kebab-case',
    file: 'src/features/shell/HomeScreen.tsx',
    code: 'export const x = 1\n',
    rule: 'check-file/filename-naming-convention',
  },
  { name: 'a folder name that is not kebab-case', file: 'src/features/myArea/x.ts', code: 'export const x = 1\n', rule: 'check-file/folder-naming-convention' },
  { name: 'a platform twin name', file: 'src/core/ui/some-part.rn.tsx', code: 'export const x = 1\n', rule: null },
  { name: 'a page entry named by the spec', file: 'src/pages/user/bankCard/binding.tsx', code: 'export const x = 1\n', rule: null },
  // the app takes TypeBox contracts as types only
  {
    name: 'a TypeBox contract imported as a value in the app',
    file: 'src/features/order/x.ts',
    code: "import { OrderApi } from '~types/order'\nexport const x = OrderApi\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'TypeBox imported as a value in the app',
    file: 'src/core/data/x.ts',
    code: "import { Type } from '@sinclair/typebox'\nexport const x = Type.String()\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'a TypeBox contract imported as a type in the app',
    file: 'src/features/order/x.ts',
    code: "import type { OrderApi } from '~types/order'\nimport { type Static } from '@sinclair/typebox'\nexport type X = typeof OrderApi | Static<never>\n",
    rule: null,
  },
  {
    name: 'a runtime-free contract imported as a value in the app',
    file: 'src/features/order/x.ts',
    code: "import { OrderCodes } from '~types/order-codes'\nexport const x = OrderCodes\n",
    rule: null,
  },
  // server/src: layers db < core < plugins < modules < flows < app; a module reached only through its index.ts
  {
    name: "a module imports another module's file",
    file: 'server/src/modules/order/x.ts',
    code: "import { productList } from '../catalog/catalog.service.js'\nexport const x = productList\n",
    rule: 'layers/imports',
  },
  {
    name: "a module's nested file imports another module's file",
    file: 'server/src/modules/order/migrations/x.ts',
    code: "export { x } from '../../catalog/catalog.schema.js'\n",
    rule: 'layers/imports',
  },
  {
    name: "a module imports another module's type from its file",
    file: 'server/src/modules/order/x.ts',
    code: "import type { Shop } from '../catalog/catalog.schema.js'\nexport type X = Shop\n",
    rule: 'layers/imports',
  },
  {
    name: "a module imports another module's index and its own files",
    file: 'server/src/modules/order/x.ts',
    code: "import { catalog } from '../catalog/index.js'\nimport { orderRepo } from './order.repository.js'\nimport { fail } from '../../core/errors.js'\nexport const x = [catalog, orderRepo, fail]\n",
    rule: null,
  },
  {
    name: 'core imports a module',
    file: 'server/src/core/x.ts',
    code: "import { account } from '../modules/account/index.js'\nexport const x = account\n",
    rule: 'layers/imports',
  },
  {
    name: 'a plugin imports a module',
    file: 'server/src/plugins/x.ts',
    code: "import { account } from '../modules/account/index.js'\nexport const x = account\n",
    rule: 'layers/imports',
  },
  {
    name: 'db imports a module by import()',
    file: 'server/src/db/x.ts',
    code: "export const x = () => import('../modules/account/index.js')\n",
    rule: 'layers/imports',
  },
  {
    name: 'core imports a plugin',
    file: 'server/src/core/x.ts',
    code: "import { cachePlugin } from '../plugins/cache.js'\nexport const x = cachePlugin\n",
    rule: 'layers/imports',
  },
  {
    name: 'seed imports a plugin (plugins and seed are not each other)',
    file: 'server/src/seed/x.ts',
    code: "import { cachePlugin } from '../plugins/cache.js'\nexport const x = cachePlugin\n",
    rule: 'layers/imports',
  },
  { name: 'db imports core', file: 'server/src/db/x.ts', code: "import { fail } from '../core/errors.js'\nexport const x = fail\n", rule: 'layers/imports' },
  {
    name: 'a plugin imports core, db and config',
    file: 'server/src/plugins/x.ts',
    code: "import { fail } from '../core/errors.js'\nimport type { Db } from '../db/database.js'\nimport type { Config } from '../config.js'\nexport const x = fail as unknown as [Db, Config]\n",
    rule: null,
  },
  {
    name: 'core imports a flow',
    file: 'server/src/core/x.ts',
    code: "import { checkout } from '../flows/checkout.js'\nexport const x = checkout\n",
    rule: 'layers/imports',
  },
  {
    name: 'a module imports a flow',
    file: 'server/src/modules/order/x.ts',
    code: "import { checkout } from '../../flows/checkout.js'\nexport const x = checkout\n",
    rule: 'layers/imports',
  },
  {
    name: "a flow imports a module's file",
    file: 'server/src/flows/x.ts',
    code: "import { orderRepo } from '../modules/order/order.repository.js'\nexport const x = orderRepo\n",
    rule: 'layers/imports',
  },
  {
    name: 'a flow imports modules through their index, core and db',
    file: 'server/src/flows/x.ts',
    code: "import { order } from '../modules/order/index.js'\nimport { fail } from '../core/errors.js'\nimport type { Db } from '../db/database.js'\nexport const x = [order, fail] as unknown as Db\n",
    rule: null,
  },
  {
    name: 'a runtime-free file of types/ imported as a value',
    file: 'src/core/request/x.ts',
    code: "import { OrderCodes } from '~types/order-codes'\nimport { API_TABLE } from '~types/api-table'\nexport const x = [OrderCodes, API_TABLE]\n",
    rule: null,
  },
  {
    name: 'a feature calling the server by a URL',
    file: 'src/features/shell/x.ts',
    code: "import { http } from '@/core/request'\nvoid http.get('system/api/config/init')\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a feature calling the server by a record',
    file: 'src/features/shell/x.ts',
    code: "import { api } from '@/core/request'\nvoid api.system.configInit({ query: {} })\n",
    rule: null,
  },
  {
    name: 'a hook called conditionally',
    file: 'src/core/data/x.ts',
    code: "import { useState } from 'react'\nexport function useX(a: boolean) { if (a) useState(1) }\n",
    rule: 'react-hooks/rules-of-hooks',
  },
]

let results: string[][] = []

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: root,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  })
  results = JSON.parse(out.trim().split('\n').pop()!)
}, 120_000)

test.each(cases.map((c, i) => [c.name, i] as const))('%s', (_, i) => {
  const c = cases[i]
  if (c.rule) expect(results[i]).toContain(c.rule)
  else expect(results[i]).toEqual([])
})
