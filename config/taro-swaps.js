// The one list of what the H5 build takes from Taro's insides (docs/adr/0052, docs/guide/platforms.md):
// - SWAPS: every Taro module (or stylesheet) the H5 build replaces or trims, why, what it saved and the test
//   that holds the stand-in to Taro's original. config/index.ts builds its module replacements and the trim
//   loader's rule from it; TaroSwapsPlugin fails the build when one of them did not apply.
// - PRIVATE_NAMES / PRIVATE_MODULES: the private Taro globals, fields, events and deep module paths that src/
//   reads, with the installed files that must still have them (test/unit/taro-swaps.test.tsx).
// - RN_ELSEWHERE_ONLY: Taro calls RN's Taro 4.1.10 lacks that src/ makes on other platforms only (scripts/rn.mjs).
// `npm run taro:check` (scripts/taro-check.mjs) checks both against node_modules and prints the upgrade checklist.
// Plain CommonJS: config/index.ts (Taro's config loader), jest and node scripts all read it.
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')

/**
 * kind 'module': where `importer` (a file of node_modules) imports `request`, webpack takes `replacement`;
 * `target` is the module Taro's file would have had (resolved from the project root).
 * kind 'css': the trim loader `replacement` runs on `target` (a stylesheet of node_modules) before css-loader.
 * `when: 'htmlComponents'`: only when the build uses Taro's React components (`H5_HTML_COMPONENTS` not 0).
 * `saved`: what it took off the first screen (docs/perf/h5-first-screen-js.md), or the defect it fixes.
 */
const SWAPS = [
  {
    name: 'navigation-bar',
    kind: 'module',
    importer: '@tarojs/router/dist/index.js',
    request: './navigationBar.js',
    target: '@tarojs/router/dist/navigationBar.js',
    replacement: 'src/core/navigation/taro-navigation-bar.h5.ts',
    why: "Taro's bar parses its three SVG icons at start; ours has the same elements and loads the icons when the bar first shows",
    saved: 'entry -1.6 KB minified, off the start task',
    parity: 'test/unit/taro-navigation-bar.test.ts',
  },
  {
    name: 'tab-bar',
    kind: 'module',
    importer: '@tarojs/router/dist/index.js',
    request: './tabbar.js',
    target: '@tarojs/router/dist/tabbar.js',
    replacement: 'src/core/navigation/taro-tabbar.h5.ts',
    why: "Taro's defines Stencil's taro-tabbar web component, which keeps Stencil's runtime in the entry; ours is plain DOM with the same elements, styles and events",
    saved: 'JS + CSS before home 98.0 -> 88.7 KB brotli (Stencil runtime ~6.9 KB, the component ~2.4 KB)',
    parity: 'test/unit/taro-tabbar.test.ts',
  },
  {
    name: 'router-query',
    kind: 'module',
    importer: '@tarojs/router/dist/router/page.js',
    request: 'query-string',
    target: 'query-string',
    replacement: 'src/core/navigation/taro-router-query.h5.ts',
    why: 'the router calls query-string once, parse(search, { decode: false }); ours is that parse in ~0.3 KB',
    saved: 'entry -2.2 to -2.4 KB brotli (query-string and its three helper packages)',
    parity: 'test/unit/taro-router-query.test.ts',
  },
  {
    name: 'view',
    kind: 'module',
    when: 'htmlComponents',
    importer: '@tarojs/components-react/dist/index.js',
    request: './components/view/index.js',
    target: '@tarojs/components-react/dist/components/view/index.js',
    replacement: 'src/core/ui/html-view.h5.tsx',
    why: "Taro's React View copies a changed className in an effect (old class for a frame, a second render, layout shifts)",
    saved: 'a defect, not bytes (docs/perf/h5-render.md)',
    parity: "test/unit/taro-swaps.test.tsx (same HTML as Taro's View)",
  },
  {
    name: 'image',
    kind: 'module',
    when: 'htmlComponents',
    importer: '@tarojs/components-react/dist/index.js',
    request: './components/image/index.js',
    target: '@tarojs/components-react/dist/components/image/index.js',
    replacement: 'src/core/ui/html-image.h5.tsx',
    why: "Taro's React Image reads the picture's layout size on every load, forcing a layout (24 ms on product detail)",
    saved: 'a forced layout per picture load (docs/perf/h5-render.md)',
    parity: 'test/unit/html-image-h5.test.tsx',
  },
  {
    name: 'pull-down-refresh',
    kind: 'module',
    when: 'htmlComponents',
    importer: '@tarojs/components-react/dist/index.js',
    request: './components/pull-down-refresh/index.js',
    target: '@tarojs/components-react/dist/components/pull-down-refresh/index.js',
    replacement: 'src/core/ui/html-pull-down-refresh.h5.tsx',
    why: "Taro 4.2.1's React port listens on its own wrapper instead of the page: a pull never refreshed",
    saved: 'a defect, not bytes',
    parity: "test/e2e/run.mjs (the home page's pull case)",
  },
  {
    name: 'react-components-css',
    kind: 'css',
    when: 'htmlComponents',
    target: '@tarojs/components-react/dist/index.css',
    replacement: 'config/taro-react-css-loader.js',
    why: "drops the rules of what the app never renders on H5 (picker, weui icons, swiper, Taro's button look); adds what Stencil's View and Button gave",
    saved: '2,331 -> 702 B brotli in the entry',
    parity: 'test/unit/taro-swaps.test.tsx (the loader keeps and drops what it says)',
  },
  {
    name: 'stencil-css-weui-font',
    kind: 'css',
    when: 'htmlComponents',
    target: '@tarojs/components/dist/taro-components/taro-components.css',
    replacement: 'config/taro-react-css-loader.js',
    why: 'drops the weui icon font (base64 in the CSS); only weui icons use it, which the app never draws on H5',
    saved: 'entry -3.1 KB brotli',
    parity: 'test/unit/taro-swaps.test.tsx (the loader keeps and drops what it says)',
  },
]

/**
 * Private names src/ reads (globals, page fields, eventCenter events): `in` lists the installed files that
 * define, set or send each one (every file must hold the name); `readBy` the src/ files that read it.
 */
const ROUTER = '@tarojs/router/dist/router/spa.js'
const TAB_BAR_API = '@tarojs/taro-h5/dist/api/ui/tab-bar.js'
const TAB_BAR = '@tarojs/components/dist/components/taro-tabbar.js'
const TAB_BAR_READER = ['src/core/navigation/taro-tabbar.h5.ts']
const PRIVATE_NAMES = [
  {
    name: '__taroAppConfig',
    what: "window.__taroAppConfig.routes: the route table (each page's loader and title)",
    in: ['@tarojs/taro-loader/lib/h5.js'],
    readBy: ['src/core/navigation/index.ts', 'src/core/i18n/load-packs.h5.ts'],
  },
  {
    name: '$taroParams',
    what: "the page's query on H5 (mini-programs give `options`)",
    in: ['@tarojs/runtime/dist/dsl/common.js', '@tarojs/router/dist/router/page.js'],
    readBy: ['src/core/navigation/index.ts'],
  },
  {
    name: '$taroTimestamp',
    what: "Taro's key in a page's query, left out of the app's params",
    in: ['@tarojs/runtime/dist/dsl/common.js'],
    readBy: ['src/core/navigation/index.ts'],
  },
  { name: '__taroRouterLaunch', what: 'event: the H5 router starts', in: [ROUTER], readBy: ['src/core/i18n/load-packs.h5.ts'] },
  {
    name: '__taroRouterChange',
    what: 'event: the H5 router changed page',
    in: [ROUTER, TAB_BAR],
    readBy: ['src/core/navigation/page-frame.ts', ...TAB_BAR_READER],
  },
  // the tab bar's protocol: Taro's tab bar APIs send these, Taro's tab bar component listens (and so does ours)
  ...[
    '__taroSetTabBarBadge',
    '__taroRemoveTabBarBadge',
    '__taroShowTabBarRedDotHandler',
    '__taroHideTabBarRedDotHandler',
    '__taroShowTabBar',
    '__taroHideTabBar',
    '__taroSetTabBarStyle',
    '__taroSetTabBarItem',
  ].map((name) => ({ name, what: 'event: a tab bar API call', in: [TAB_BAR_API, TAB_BAR], readBy: TAB_BAR_READER })),
  { name: '__taroSwitchTab', what: "event: Taro's tab bar component listens; no Taro 4.2 API sends it", in: [TAB_BAR], readBy: TAB_BAR_READER },
]

/** Deep imports of Taro's dist files from src/ (not the packages' public entries), and who imports them. */
const PRIVATE_MODULES = [
  { module: '@tarojs/router/dist/navigationBar.js', importedBy: ['src/core/navigation/navigation-bar-icons.ts'] },
  { module: '@tarojs/router/dist/router/stack.js', importedBy: ['src/core/navigation/taro-navigation-bar.h5.ts'] },
  { module: '@tarojs/router/dist/style.js', importedBy: ['src/core/navigation/taro-navigation-bar.h5.ts'] },
  { module: '@tarojs/components-react/dist/components/view/index.js', importedBy: ['src/core/ui/html-view.h5.tsx'] },
  { module: '@tarojs/components-react/dist/components/image/index.js', importedBy: ['src/core/ui/html-image.h5.tsx'] },
  { module: '@tarojs/components-react/dist/components/pull-down-refresh/index.js', importedBy: ['src/core/ui/html-pull-down-refresh.h5.tsx'] },
]

/**
 * React Native stays on Taro 4.1.10, React 18.2 and React Native 0.73 (rn/package.json, docs/adr/0053): what RN
 * compiles of src/ may call only the Taro APIs Taro RN lists (`@tarojs/taro-rn/apiList.js`, `libList.js`), draw
 * only the components `@tarojs/components-rn` has, and import from react only what React 18.2 exports
 * (scripts/rn.mjs checks it before bundling). These calls are not on that list on purpose: each is only
 * reached on another platform.
 */
const RN_ELSEWHERE_ONLY = [
  { name: 'Taro.requestPayment', file: 'src/features/order/pay-flow.ts', why: "WeChat's payment, behind `PLATFORM === 'weapp'`" },
  {
    name: 'Taro.chooseMessageFile',
    file: 'src/features/account/choose-avatar.ts',
    why: "a chat file as the avatar: only for the source 'file', which `avatarSources()` never offers on React Native",
  },
  {
    name: 'Taro.CanvasContext',
    file: 'src/core/ui/save-canvas.ts',
    why: "the mini-programs' poster save (share and group-buy posters, `*-poster.tsx`); their React Native twins draw an SVG and never import it",
  },
  {
    name: 'Taro.createCanvasContext',
    file: 'src/core/ui/save-canvas.ts',
    why: "the mini-programs' poster save (share and group-buy posters, `*-poster.tsx`); their React Native twins draw an SVG and never import it",
  },
  {
    name: 'Taro.canvasToTempFilePath',
    file: 'src/core/ui/save-canvas.ts',
    why: "the mini-programs' poster save (share and group-buy posters, `*-poster.tsx`); their React Native twins draw an SVG and never import it",
  },
]

/** The swaps of a build: all, less the React components' when the build uses Stencil's. */
const swapsFor = ({ htmlComponents }) => SWAPS.filter((s) => s.when !== 'htmlComponents' || htmlComponents)

const resolved = new Map()
/** A node_modules file (`@scope/pkg/dist/x.js`, a package name, or a request from `from`) resolved, or null. */
function resolveInstalled(spec, from = root) {
  const key = `${from}\0${spec}`
  if (!resolved.has(key)) {
    try {
      resolved.set(key, require.resolve(spec, { paths: [from] }))
    } catch {
      resolved.set(key, null)
    }
  }
  return resolved.get(key)
}

/** A file by its part from the last node_modules on (node_modules may be a symlink; webpack gives real paths). */
const tail = (file) =>
  file
    ? file
        .split(path.sep)
        .join('/')
        .replace(/^.*\/node_modules\//, '')
    : null

/**
 * What is wrong with the manifest against node_modules before building, one sentence each: a Taro file to
 * replace that is missing, an importer that no longer imports the request or whose request now resolves
 * elsewhere than the target, a replacement that is missing.
 */
function manifestProblems(swaps = SWAPS) {
  const problems = []
  for (const s of swaps) {
    for (const spec of s.kind === 'module' ? [s.importer, s.target] : [s.target])
      if (!resolveInstalled(spec)) problems.push(`swap ${s.name}: ${spec} is not in node_modules (moved or renamed by a Taro upgrade?)`)
    const importer = s.kind === 'module' && resolveInstalled(s.importer)
    if (importer) {
      const source = fs.readFileSync(importer, 'utf8')
      if (!source.includes(`'${s.request}'`) && !source.includes(`"${s.request}"`))
        problems.push(`swap ${s.name}: ${s.importer} no longer imports '${s.request}'`)
      const got = resolveInstalled(s.request, path.dirname(importer))
      if (got && tail(got) !== tail(resolveInstalled(s.target)))
        problems.push(`swap ${s.name}: '${s.request}' from ${s.importer} is ${tail(got)}, not ${s.target}`)
    }
    if (!fs.existsSync(path.join(root, s.replacement))) problems.push(`swap ${s.name}: its replacement ${s.replacement} is missing`)
  }
  return problems
}

/**
 * webpack plugin (H5 builds): takes each module swap's replacement in place of Taro's module, and at the end
 * of the compilation fails it when a swap never applied (its importer gone, or importing the target another
 * way), when the importer still reaches Taro's original module, or when a trimmed stylesheet was built without
 * the trim loader. Problems found before building (manifestProblems) stop it before it starts. Both are hook
 * errors, not compilation errors: Taro's H5 runner exits 0 on compilation errors (its `errorLevel` 0).
 */
class TaroSwapsPlugin {
  constructor({ htmlComponents = true } = {}) {
    this.swaps = swapsFor({ htmlComponents })
  }

  apply(compiler) {
    const modules = this.swaps.filter((s) => s.kind === 'module')
    const applied = new Set()
    // the swaps' files by their node_modules tail, as webpack's paths are compared
    const file = (spec) => tail(resolveInstalled(spec)) ?? spec
    const byRequest = new Map(modules.map((s) => [s.request, []]))
    for (const s of modules) byRequest.get(s.request).push(s)
    const requests = new RegExp(`^(${[...byRequest.keys()].map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`)
    new compiler.webpack.NormalModuleReplacementPlugin(requests, (r) => {
      const swap = byRequest.get(r.request)?.find((s) => tail(r.contextInfo?.issuer) === file(s.importer))
      if (!swap) return
      r.request = path.join(root, swap.replacement)
      applied.add(swap.name)
    }).apply(compiler)

    const fail = (problems) => {
      const err = new compiler.webpack.WebpackError(
        `[taro-swaps] the H5 build's Taro module swaps did not all apply:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee config/taro-swaps.js and docs/guide/platforms.md (Taro upgrades).`,
      )
      err.hideStack = true
      return err
    }
    // what node_modules shows before building: the build stops at once
    compiler.hooks.beforeCompile.tapAsync('TaroSwapsPlugin', (_params, done) => {
      const problems = manifestProblems(this.swaps)
      done(problems.length ? fail(problems) : undefined)
    })
    compiler.hooks.thisCompilation.tap('TaroSwapsPlugin', (compilation) => {
      // what the module graph shows once every module is built: the compilation fails
      compilation.hooks.finishModules.tapAsync('TaroSwapsPlugin', (built, done) => {
        const problems = []
        const all = [...built]
        for (const s of modules) {
          if (!applied.has(s.name)) problems.push(`swap ${s.name}: never applied (${s.importer} importing '${s.request}' is not in the build)`)
          // the importer must not reach Taro's module any other way
          const importer = all.find((m) => tail(m.resource) === file(s.importer))
          if (importer)
            for (const c of compilation.moduleGraph.getOutgoingConnections(importer))
              if (tail(c.module?.resource) === file(s.target)) problems.push(`swap ${s.name}: ${s.importer} still imports ${s.target}`)
        }
        for (const s of this.swaps.filter((x) => x.kind === 'css')) {
          const css = all.filter((m) => tail(m.resource) === file(s.target))
          if (!css.length) problems.push(`swap ${s.name}: ${s.target} is not in the build (nothing to trim: did Taro rename it?)`)
          for (const m of css)
            if (!m.loaders.some((l) => l.loader === path.join(root, s.replacement)))
              problems.push(`swap ${s.name}: ${s.target} was built without ${s.replacement}`)
        }
        done(problems.length ? fail(problems) : undefined)
      })
    })
  }
}

module.exports = { SWAPS, PRIVATE_NAMES, PRIVATE_MODULES, RN_ELSEWHERE_ONLY, swapsFor, resolveInstalled, manifestProblems, TaroSwapsPlugin }
