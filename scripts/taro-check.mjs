// `npm run taro:check`: after changing a Taro version (root or rn/), what the app takes from Taro's insides,
// checked against what is installed, and what is left to check by hand. Runs the manifest checks of
// config/taro-swaps.js, the jest tests that hold the H5 stand-ins to Taro's originals, and RN's surface
// check; prints the checklist of docs/guide/platforms.md ("Taro upgrades") with the files each step names.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { root, run } from './lib.mjs'
import { rnInstallIsStale, rnSurfaceProblems } from './rn.mjs'

const require = createRequire(import.meta.url)
const { SWAPS, PRIVATE_NAMES, PRIVATE_MODULES, RN_ELSEWHERE_ONLY, manifestProblems } = require('../config/taro-swaps.js')
const version = (dir, pkg) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, dir, 'node_modules', pkg, 'package.json'), 'utf8')).version
  } catch {
    return 'not installed'
  }
}

let failed = 0
const result = (ok, line) => {
  if (!ok) failed++
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`)
}

console.log('=== installed')
console.log(
  `H5 / mini-programs: @tarojs/taro ${version('', '@tarojs/taro')}, @tarojs/router ${version('', '@tarojs/router')}, @tarojs/components-react ${version('', '@tarojs/components-react')}, react ${version('', 'react')}`,
)
console.log(`React Native (rn/): @tarojs/taro ${version('rn', '@tarojs/taro')}, react ${version('rn', 'react')}, react-native ${version('rn', 'react-native')}`)

console.log('\n=== automatic')
const problems = manifestProblems()
result(problems.length === 0, `config/taro-swaps.js against node_modules: ${SWAPS.length} swaps${problems.map((p) => `\n     ${p}`).join('')}`)
const parity = [...new Set(SWAPS.map((s) => s.parity.split(' ')[0]).filter((f) => f.startsWith('test/unit/')))]
const jest = await run('npx', ['jest', '--config', 'test/jest.config.js', '--ci', ...parity], { capture: true })
result(jest.code === 0, `jest: ${parity.join(', ')} (${jest.out.match(/^Tests:.*$/m)?.[0] ?? 'no summary'})`)
if (rnInstallIsStale()) console.log('skip RN surface: rn/node_modules is missing or stale (node scripts/rn.mjs install)')
else {
  const lacking = rnSurfaceProblems()
  result(lacking.length === 0, `src/ uses only what RN's Taro / React have${lacking.map((p) => `\n     ${p}`).join('')}`)
}

console.log('\n=== by hand (docs/guide/platforms.md, "Taro upgrades")')
const steps = [
  'Read the changelog of every @tarojs package that moved, root and rn/ apart (their versions are pinned exactly).',
  ...SWAPS.map((s) => `Swap ${s.name}: diff ${s.target} old -> new; carry what changed into ${s.replacement} (why: ${s.why}); parity: ${s.parity}.`),
  `Private names (${PRIVATE_NAMES.map((p) => p.name).join(', ')}): still set, sent and read the same way (files in config/taro-swaps.js).`,
  `Deep imports (${PRIVATE_MODULES.map((m) => m.module).join(', ')}): same exports, same behaviour.`,
  'npm run build:h5 (its swap check fails the build when a swap did not apply), then npm run budget: the first-screen bytes should not grow.',
  'Browser tests: node test/e2e/run.mjs (tab bar, pull to refresh), test/e2e/header.mjs (navigation bar), test/e2e/orders.mjs.',
  'Mini-programs: npm run build:weapp / build:alipay / build:tt, npm run test:weapp.',
  `React Native: npm run build:rn and npm run test:rn; RN's pins move only with a Taro RN release (docs/adr/0053). Calls made on other platforms only: ${RN_ELSEWHERE_ONLY.map((a) => a.name).join(', ')}.`,
]
steps.forEach((s, i) => console.log(`${i + 1}. ${s}`))
console.log(`\n${failed ? `${failed} automatic check(s) FAILED` : 'automatic checks passed'}`)
process.exit(failed ? 1 : 0)
