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
  { name: 'a feature imports another feature', file: 'src/features/account/x-screen.tsx', code: "import { HomeScreen } from '@/features/shell/home-screen'\nexport const x = HomeScreen\n", rule: 'no-restricted-imports' },
  { name: 'a feature imports another feature by a relative path', file: 'src/features/account/x-screen.tsx', code: "import { shellApi } from '../shell/api'\nexport const x = shellApi\n", rule: 'no-restricted-imports' },
  { name: 'a feature imports its own files', file: 'src/features/account/x-screen.tsx', code: "import { accountApi } from './api'\nimport { Field } from '@/core/form'\nexport const x = [accountApi, Field]\n", rule: null },
  { name: 'core imports a feature', file: 'src/core/data/x.ts', code: "import { useCartStore } from '@/features/cart/cart-store'\nexport const x = useCartStore\n", rule: 'no-restricted-imports' },
  { name: 'NutUI outside the UI facade', file: 'src/features/shell/x.tsx', code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n", rule: 'no-restricted-imports' },
  { name: 'NutUI inside the UI facade', file: 'src/core/ui/x.tsx', code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n", rule: null },
  { name: 'a NutUI component in a language pack', file: 'src/core/i18n/packs/xx.ts', code: "import Button from '@nutui/nutui-react-taro/dist/es/packages/button'\nexport const x = Button\n", rule: 'no-restricted-imports' },
  { name: "NutUI's locale texts in a language pack", file: 'src/core/i18n/packs/xx.ts', code: "import en from '@nutui/nutui-react-taro/dist/es/locales/en-US'\nexport const x = en\n", rule: null },
  { name: 'Taro.request outside the request client', file: 'src/features/shell/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.request({ url: '/x' })\n", rule: 'no-restricted-syntax' },
  { name: 'uploadFile imported outside the request client', file: 'src/core/ui/x.ts', code: "import { uploadFile } from '@tarojs/taro'\nexport const x = uploadFile\n", rule: 'no-restricted-syntax' },
  { name: 'Taro.request inside the request client', file: 'src/core/request/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.request({ url: '/x' })\n", rule: null },
  { name: 'Taro navigation outside the navigation module', file: 'src/features/shell/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.navigateTo({ url: '/pages/x' })\n", rule: 'no-restricted-syntax' },
  { name: "a screen reading the router's still-encoded query", file: 'src/features/order/x.ts', code: "import { useRouter } from '@tarojs/taro'\nexport const p = () => useRouter().params\n", rule: 'no-restricted-syntax' },
  { name: 'Taro navigation in the request client', file: 'src/core/request/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.reLaunch({ url: '/pages/x' })\n", rule: 'no-restricted-syntax' },
  { name: 'Taro navigation inside the navigation module', file: 'src/core/navigation/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.switchTab({ url: '/pages/x' })\n", rule: null },
  { name: 'Taro.showModal outside the UI facade', file: 'src/features/cart/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.showModal({ content: 'x' })\n", rule: 'no-restricted-syntax' },
  { name: 'showActionSheet imported outside the UI facade', file: 'src/core/request/x.ts', code: "import { showActionSheet } from '@tarojs/taro'\nexport const x = showActionSheet\n", rule: 'no-restricted-syntax' },
  { name: 'Taro.showModal inside the UI facade', file: 'src/core/ui/x.ts', code: "import Taro from '@tarojs/taro'\nvoid Taro.showModal({ content: 'x' })\n", rule: null },
  { name: 'a file name that is not kebab-case', file: 'src/features/shell/HomeScreen.tsx', code: 'export const x = 1\n', rule: 'check-file/filename-naming-convention' },
  { name: 'a folder name that is not kebab-case', file: 'src/features/myArea/x.ts', code: 'export const x = 1\n', rule: 'check-file/folder-naming-convention' },
  { name: 'a platform twin name', file: 'src/core/ui/some-part.rn.tsx', code: 'export const x = 1\n', rule: null },
  { name: 'a page entry named by the spec', file: 'src/pages/user/bankCard/binding.tsx', code: 'export const x = 1\n', rule: null },
  { name: 'a contract record imported as a value (TypeBox in the app)', file: 'src/features/order/x.ts', code: "import { OrderApi } from '~types/order'\nexport const x = OrderApi\n", rule: 'no-restricted-syntax' },
  { name: 'a contract record imported as a type', file: 'src/features/order/x.ts', code: "import type { OrderApi } from '~types/order'\nexport type X = typeof OrderApi\n", rule: null },
  { name: 'a runtime-free file of types/ imported as a value', file: 'src/core/request/x.ts', code: "import { OrderCodes } from '~types/order-codes'\nimport { API_TABLE } from '~types/api-table'\nexport const x = [OrderCodes, API_TABLE]\n", rule: null },
  { name: 'a feature calling the server by a URL', file: 'src/features/shell/x.ts', code: "import { http } from '@/core/request'\nvoid http.get('system/api/config/init')\n", rule: 'no-restricted-syntax' },
  { name: 'a feature calling the server by a record', file: 'src/features/shell/x.ts', code: "import { api } from '@/core/request'\nvoid api.system.configInit({ query: {} })\n", rule: null },
  { name: 'a hook called conditionally', file: 'src/core/data/x.ts', code: "import { useState } from 'react'\nexport function useX(a: boolean) { if (a) useState(1) }\n", rule: 'react-hooks/rules-of-hooks' },
]

let results: string[][] = []

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER], { cwd: root, env: { ...process.env, LINT_CASES: JSON.stringify(cases) }, encoding: 'utf8' })
  results = JSON.parse(out.trim().split('\n').pop()!)
}, 120_000)

test.each(cases.map((c, i) => [c.name, i] as const))('%s', (_, i) => {
  const c = cases[i]
  if (c.rule) expect(results[i]).toContain(c.rule)
  else expect(results[i]).toEqual([])
})
