// What the H5 build takes from Taro's insides is listed once, in config/taro-swaps.js (docs/adr/0052). These
// tests hold that list to the installed Taro and to src/: every swapped module and stylesheet is where the
// list says, every stand-in exports what Taro's importer takes from it, every private name and deep import
// src/ uses is listed and still in Taro's files, and the stand-ins without a test of their own (View, the CSS
// trim loader) still do what Taro's did. A Taro upgrade that moves any of it fails here before it fails a user.
import fs from 'node:fs'
import path from 'node:path'
import { act, render } from '@testing-library/react'
import TaroView from '@tarojs/components-react/dist/components/view/index.js'
import View from '@/core/ui/html-view.h5'

const { SWAPS, PRIVATE_NAMES, PRIVATE_MODULES, manifestProblems, resolveInstalled } = require('../../config/taro-swaps.js')
const { taroReactCss, taroStencilCss } = require('../../config/taro-react-css-loader.js')

type Swap = {
  name: string
  kind: 'module' | 'css'
  importer?: string
  request?: string
  target: string
  replacement: string
  why: string
  saved: string
  parity: string
}
type PrivateName = { name: string; in: string[]; readBy: string[] }
type PrivateModule = { module: string; importedBy: string[] }

const root = path.resolve(__dirname, '..', '..')
const read = (file: string) => fs.readFileSync(path.isAbsolute(file) ? file : path.join(root, file), 'utf8')
const installed = (spec: string) => read(resolveInstalled(spec))

/** Every source file of src/ (relative to the root). */
function sources(dir = 'src'): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return sources(rel)
    return /\.(ts|tsx|js|jsx)$/.test(e.name) ? [rel] : []
  })
}

/** The names `source` imports (or re-exports) from `spec` (`default` for a default import), or null when it does not. */
function importedNames(source: string, spec: string): string[] | null {
  const quoted = spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const m = source.match(new RegExp(`(?:import|export)\\s+([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*from\\s*['"]${quoted}['"]`))
  if (!m) return null
  const named = (m[2] ?? '')
    .split(',')
    .map((x) => x.trim().split(/\s+as\s+/)[0])
    .filter(Boolean)
  return [...(m[1] ? ['default'] : []), ...named]
}

const hasExport = (mod: Record<string, unknown>, name: string) => (name === 'default' ? mod.default !== undefined || !mod.__esModule : mod[name] !== undefined)

test('every swap target, importer and replacement exists, and each importer still imports the target by its request', () => {
  expect(manifestProblems()).toEqual([])
  for (const s of SWAPS as Swap[]) {
    expect([s.name, Boolean(s.why && s.saved && s.parity)]).toEqual([s.name, true])
    // the parity test named first exists
    const test = s.parity.split(' ')[0]
    expect([s.name, fs.existsSync(path.join(root, test))]).toEqual([s.name, true])
  }
})

test("each stand-in exports every name Taro's importer takes from the module it replaces", async () => {
  for (const s of (SWAPS as Swap[]).filter((x) => x.kind === 'module')) {
    const names = importedNames(installed(s.importer!), s.request!)
    expect([s.name, names?.length ? 'imported' : 'not imported']).toEqual([s.name, 'imported'])
    const mod = await import(path.join(root, s.replacement))
    for (const n of names!) expect([s.name, n, hasExport(mod, n)]).toEqual([s.name, n, true])
  }
})

test("every private Taro name src/ reads is listed, still in Taro's files, and read where the list says", () => {
  const listed = new Map((PRIVATE_NAMES as PrivateName[]).map((p) => [p.name, p]))
  // what src/ reads: each __taro*/$taro* name and the files it is in
  const readers = new Map<string, Set<string>>()
  for (const file of sources())
    for (const [name] of read(file).matchAll(/(__taro[A-Za-z]\w*|\$taro[A-Za-z]\w*)/g)) readers.set(name, (readers.get(name) ?? new Set()).add(file))
  expect([...readers.keys()].filter((n) => !listed.has(n))).toEqual([])
  for (const p of listed.values()) {
    expect([p.name, [...(readers.get(p.name) ?? [])].sort()]).toEqual([p.name, [...p.readBy].sort()])
    for (const spec of p.in) expect([p.name, spec, installed(spec).includes(p.name)]).toEqual([p.name, spec, true])
  }
})

test("the tab bar's events: the ones Taro's tab bar listens to, a superset of what Taro's tab bar APIs send", () => {
  const on = (source: string) => [...source.matchAll(/eventCenter\.on\('(__taro\w+)'/g)].map((m) => m[1]).sort()
  const sent = [...installed('@tarojs/taro-h5/dist/api/ui/tab-bar.js').matchAll(/eventCenter\.trigger\('(__taro\w+)'/g)].map((m) => m[1])
  const tarosTabBar = on(installed('@tarojs/components/dist/components/taro-tabbar.js'))
  expect(sent.filter((n) => !tarosTabBar.includes(n))).toEqual([])
  // the stand-in's handlers: the keys of its `handlers` object, each registered with eventCenter.on
  const ours = [...read('src/core/navigation/taro-tabbar.h5.ts').matchAll(/^ {4}(__taro\w+)[(:]/gm)].map((m) => m[1]).sort()
  expect(ours).toEqual(tarosTabBar)
  const listedForTabBar = (PRIVATE_NAMES as PrivateName[]).filter((p) => p.in.includes('@tarojs/components/dist/components/taro-tabbar.js')).map((p) => p.name)
  expect(listedForTabBar.sort()).toEqual(tarosTabBar)
})

test('every deep import of a Taro dist file from src/ is listed, resolves, and exports what src/ takes from it', async () => {
  const deep = new Map<string, Set<string>>()
  for (const file of sources())
    for (const [, spec] of read(file).matchAll(/from\s+'(@tarojs\/[\w-]+\/dist\/[^']+)'/g)) deep.set(spec, (deep.get(spec) ?? new Set()).add(file))
  const listed = PRIVATE_MODULES as PrivateModule[]
  expect([...deep.keys()].sort()).toEqual(listed.map((m) => m.module).sort())
  for (const m of listed) {
    expect([m.module, [...deep.get(m.module)!].sort()]).toEqual([m.module, [...m.importedBy].sort()])
    expect([m.module, Boolean(resolveInstalled(m.module))]).toEqual([m.module, true])
    const mod = await import(m.module)
    for (const file of m.importedBy) for (const n of importedNames(read(file), m.module)!) expect([m.module, n, hasExport(mod, n)]).toEqual([m.module, n, true])
  }
})

test("the CSS trim loader drops from Taro's installed stylesheets what it says, and only that", () => {
  const react = installed('@tarojs/components-react/dist/index.css')
  const trimmed = taroReactCss(react)
  for (const gone of ['.taro-picker', '.weui-icon', '.swiper-container', '.taro-button-core{']) {
    expect([gone, react.includes(gone)]).toEqual([gone, true])
    expect([gone, trimmed.includes(gone)]).toEqual([gone, false])
  }
  // what the app draws stays (Image's modes, the pull-down refresh, the scroll view)
  for (const kept of ['.taro-img__mode-widthfix', '.rmc-pull-to-refresh', '.taro-scroll-view__scroll-y'])
    if (react.includes(kept)) expect([kept, trimmed.includes(kept)]).toEqual([kept, true])
  expect(trimmed.endsWith(':where(.taro-button-core){line-height:2.55556;outline:0;overflow:hidden;text-decoration:none}')).toBe(true)

  const stencil = installed('@tarojs/components/dist/taro-components/taro-components.css')
  const font = /@font-face\{[^}]*font-family:weui/
  expect(font.test(stencil)).toBe(true)
  const withoutFont = taroStencilCss(stencil)
  expect(font.test(withoutFont)).toBe(false)
  // one rule less, the rest as it was
  expect(stencil.length - withoutFont.length).toBeGreaterThan(4000)
  expect(withoutFont.replace(/\s/g, '').length).toBeGreaterThan(0)
})

test("the View stand-in draws Taro's View's div with its classes at once (plus taro-view), and the same after a change", async () => {
  const draw = (Comp: typeof View, className: string) => render(<Comp className={className} id='v' data-testid='box' style={{ color: 'red' }} />)
  const theirs = draw(TaroView as unknown as typeof View, 'a b')
  const ours = draw(View, 'a b')
  const same = () => {
    const t = theirs.container.firstElementChild as HTMLElement
    const o = ours.container.firstElementChild as HTMLElement
    expect(o.tagName).toBe(t.tagName)
    expect(o.className).toBe(`taro-view ${t.className}`)
    for (const a of ['id', 'data-testid', 'style']) expect(o.getAttribute(a)).toBe(t.getAttribute(a))
  }
  same()
  // a changed class: ours has it in the same render; Taro's after its effect
  ours.rerender(<View className='c' id='v' data-testid='box' style={{ color: 'red' }} />)
  expect((ours.container.firstElementChild as HTMLElement).className).toBe('taro-view c')
  await act(async () => theirs.rerender(<TaroView className='c' id='v' data-testid='box' style={{ color: 'red' }} />))
  same()
})
