/**
 * @jest-environment node
 */
// Every style rule of docs/guide/styles.md can fail: each bad snippet below, linted by
// scripts/lint-styles.mjs (stylelint's API with config/stylelint), is reported under the rule named
// next to it, and the good files pass.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** file name (under src/) -> [snippet, the rule that must report it] */
const BAD: Record<string, [string, string]> = {
  'descendant.scss': ['.a .b { color: #000; }', 'selector-max-compound-selectors'],
  'child.scss': ['.a > .b { color: #000; }', 'selector-max-combinators'],
  'sibling.scss': ['.a + .b { color: #000; }', 'selector-max-combinators'],
  'general-sibling.scss': ['.a ~ .b { color: #000; }', 'selector-max-combinators'],
  'element.scss': ['view { color: #000; }', 'selector-max-type'],
  'attribute.scss': ['[data-x] { color: #000; }', 'selector-max-attribute'],
  'id.scss': ['#main { color: #000; }', 'selector-max-id'],
  'universal.scss': ['* { color: #000; }', 'selector-max-universal'],
  'hover.scss': ['.a:hover { color: #000; }', 'selector-max-pseudo-class'],
  'pseudo-element.scss': ['.a::after { color: #000; }', 'selector-pseudo-element-disallowed-list'],
  'compound-class.scss': ['.a.b { color: #000; }', 'selector-max-class'],
  'selector-list.scss': ['.a, .b { color: #000; }', 'selector-disallowed-list'],
  'nesting.scss': ['.a { .b { color: #000; } }', 'max-nesting-depth'],
  'class-name.scss': ['.fooBar { color: #000; }', 'selector-class-pattern'],
  'vw.scss': ['.a { width: 100vw; }', 'unit-allowed-list'],
  'vh.scss': ['.a { height: 100vh; }', 'unit-allowed-list'],
  'rem.scss': ['.a { font-size: 1rem; }', 'unit-allowed-list'],
  'em.scss': ['.a { padding: 1em; }', 'unit-allowed-list'],
  'var.scss': ['.a { color: var(--app-primary); }', 'function-disallowed-list'],
  'custom-property.scss': ['.a { --app-primary: #e93b3d; }', 'custom-property-pattern'],
  'gradient.scss': ['.a { background: linear-gradient(#fff, #000); }', 'function-disallowed-list'],
  'calc.scss': ['.a { width: calc(100% - 10px); }', 'function-disallowed-list'],
  'fixed.scss': ['.a { position: fixed; }', 'declaration-property-value-allowed-list'],
  'sticky.scss': ['.a { position: sticky; }', 'declaration-property-value-allowed-list'],
  'inset.scss': ['.a { position: absolute; inset: 0; }', 'property-disallowed-list'],
  'display-block.scss': ['.a { display: block; }', 'declaration-property-value-allowed-list'],
  'display-grid.scss': ['.a { display: grid; }', 'declaration-property-value-allowed-list'],
  'keyframes.scss': ['@keyframes spin { to { opacity: 0; } }', 'at-rule-disallowed-list'],
  'animation.scss': ['.a { animation: spin 1s linear; }', 'property-disallowed-list'],
  'ellipsis.scss': ['.a { text-overflow: ellipsis; }', 'property-disallowed-list'],
  'nowrap.scss': ['.a { white-space: nowrap; }', 'property-disallowed-list'],
  'box-sizing.scss': ['.a { box-sizing: border-box; }', 'property-disallowed-list'],
  'important.scss': ['.a { color: #000 !important; }', 'declaration-no-important'],
  'rn-unknown.scss': ['.a { border-bottom: 1px solid #000; }', 'taro-rn/css-property-no-unknown'],
  'rn-font-weight.scss': ['.a { font-weight: 600; }', 'taro-rn/font-weight-no-ignored-values'],
  'rn-line-height.scss': ['.a { line-height: 1.5; }', 'taro-rn/line-height-no-value-without-unit'],
  // the lighter web rules of *.h5.scss still hold
  'web-id.h5.scss': ['#main { color: #000; }', 'selector-max-id'],
  'web-hover.h5.scss': ['.a:hover { color: #000; }', 'selector-pseudo-class-disallowed-list'],
  'web-deep.h5.scss': ['.a .b .c { color: #000; }', 'selector-max-compound-selectors'],
  'web-element.h5.scss': ['.a span { color: #000; }', 'selector-max-type'],
  'web-rem.h5.scss': ['.a { font-size: 1rem; }', 'unit-disallowed-list'],
  'web-universal.h5.scss': ['.a * { color: #000; }', 'selector-max-universal'],
  'web-attribute.h5.scss': ['.a[data-x] { color: #000; }', 'selector-max-attribute'],
  'web-important.h5.scss': ['.a { color: #000 !important; }', 'declaration-no-important'],
}
const GOOD: Record<string, string> = {
  'good.scss':
    '.card { display: flex; flex-direction: column; position: absolute; top: 0; width: 50%; padding: 8px 12px; border-radius: 10px; background: #fff; color: rgba(0, 0, 0, 0.5); font-weight: bold; line-height: 18px; }\n.card__title--on { color: #e93b3d; }',
  // web-only CSS is allowed in the twin
  'good.h5.scss':
    '.card { position: fixed; inset: 0; width: 100vw; color: var(--app-primary, #e93b3d); white-space: nowrap; text-overflow: ellipsis; }\n@keyframes spin { to { transform: rotate(360deg); } }',
}

test('each style rule reports its bad snippet, and good files pass', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'style-rules-'))
  try {
    fs.mkdirSync(path.join(dir, 'src'))
    for (const [name, [css]] of Object.entries(BAD)) fs.writeFileSync(path.join(dir, 'src', name), `${css}\n`)
    for (const [name, css] of Object.entries(GOOD)) fs.writeFileSync(path.join(dir, 'src', name), `${css}\n`)
    const r = spawnSync(process.execPath, ['scripts/lint-styles.mjs', '--cwd', dir, '--json'], { cwd: root, encoding: 'utf8' })
    expect(r.status).toBe(1)
    const { files, problems } = JSON.parse(r.stdout) as { files: Array<{ file: string }>; problems: Array<{ file: string; rule: string }> }
    expect(files).toHaveLength(Object.keys(BAD).length + Object.keys(GOOD).length)
    const rulesOf = (name: string) => problems.filter((p) => p.file === `src/${name}`).map((p) => p.rule)
    for (const [name, [, rule]] of Object.entries(BAD)) expect({ name, reported: rulesOf(name).includes(rule) }).toEqual({ name, reported: true })
    for (const name of Object.keys(GOOD)) expect({ name, problems: rulesOf(name) }).toEqual({ name, problems: [] })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('every configured rule has a bad snippet above', async () => {
  const { sharedConfig } = await import('../../config/stylelint/shared.mjs')
  const { webConfig } = await import('../../config/stylelint/web.mjs')
  const shared = new Set(
    Object.entries(BAD)
      .filter(([n]) => !n.endsWith('.h5.scss'))
      .map(([, [, rule]]) => rule),
  )
  const web = new Set(
    Object.entries(BAD)
      .filter(([n]) => n.endsWith('.h5.scss'))
      .map(([, [, rule]]) => rule),
  )
  expect(Object.keys(sharedConfig.rules).filter((r) => !shared.has(r))).toEqual([])
  expect(Object.keys(webConfig.rules).filter((r) => !web.has(r))).toEqual([])
})

test("the project's own styles pass", () => {
  const r = spawnSync(process.execPath, ['scripts/lint-styles.mjs', '--json'], { cwd: root, encoding: 'utf8' })
  const { problems } = JSON.parse(r.stdout) as { problems: unknown[] }
  expect(problems).toEqual([])
  expect(r.status).toBe(0)
})
