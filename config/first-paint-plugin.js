// H5 build only: what the first paint needs, written into index.html.
// - The entry's CSS is inlined (`<style>`), so no stylesheet request blocks the first paint; the file stays
//   in the build.
// - `<link rel="preload" fetchpriority="low">` for the chunks of the pages every first load opens: splash
//   (each H5 first load goes through it, see features/shell/first-load.ts) and home, found as the chunk
//   groups that hold those page modules, so they download beside the entry's scripts instead of after the
//   entry has run. Low priority, as the entry's deferred scripts have: at high priority Lighthouse counts
//   them as render-blocking (its simulated FCP went 2.1 -> 2.7-4.6 s with high-priority preloads). The
//   entry's own scripts are in <head> already, found by the parser at once.
// Runs after the HTML plugin has written index.html (PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE) and before
// config/compress-plugin.js writes its twins. Plain CommonJS, no dependency.

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

class FirstPaintPlugin {
  /** @param {{ pages?: string[], html?: string }} [o] page modules (paths under src/, without extension) */
  constructor(o = {}) {
    this.pages = o.pages ?? ['pages/splash', 'pages/tabbar/index']
    this.html = o.html ?? 'index.html'
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 100 }, () => {
        const asset = compilation.getAsset(this.html)
        if (!asset) return
        let html = asset.source.source().toString()
        const entryFiles = []
        for (const ep of compilation.entrypoints.values())
          for (const f of ep.getFiles()) if (/\.(js|css)$/.test(f) && !entryFiles.includes(f)) entryFiles.push(f)
        const firstJs = entryFiles.find((f) => f.endsWith('.js'))
        // how index.html names a built file (`./js/app.1a2b.js`): the prefix before an entry script's name
        const prefix = firstJs ? (new RegExp(`src="([^"]*?)${escape(firstJs)}"`).exec(html)?.[1] ?? '') : ''

        // the page modules' chunk groups: every chunk the router's loader of the page waits for (a page module
        // may sit inside a concatenated module, and the group's origin names the page's import)
        const resourcesOf = (m) =>
          [m.resource, m.rootModule && m.rootModule.resource, ...(m.modules || []).map((x) => x.resource)].filter(Boolean).map((r) => r.split('?')[0])
        const pageFiles = []
        const addGroup = (group) => {
          if (group.isInitial()) return
          for (const c of group.chunks)
            for (const f of c.files) if (/\.(js|css)$/.test(f) && !entryFiles.includes(f) && !pageFiles.includes(f)) pageFiles.push(f)
        }
        for (const p of this.pages) {
          const parts = p.split('/').map(escape).join('[\\\\/]')
          const file = new RegExp(`[\\\\/]src[\\\\/]${parts}\\.[jt]sx?$`)
          const request = new RegExp(`(^|[\\\\/])${parts}(\\.[jt]sx?)?$`)
          const before = pageFiles.length
          // a chunk holding the page module may be shared by many pages' groups (the `first-screen` chunk is
          // loaded by every page): take only the groups that import the page itself
          // (or, when no group names it, the chunks that hold the page module)
          const ownGroup = (group) => group.origins.some((o) => o.request && request.test(o.request.split('?')[0]))
          const holders = []
          for (const m of compilation.modules) {
            if (!resourcesOf(m).some((r) => file.test(r))) continue
            for (const chunk of compilation.chunkGraph.getModuleChunksIterable(m)) {
              holders.push(chunk)
              for (const group of chunk.groupsIterable) if (ownGroup(group)) addGroup(group)
            }
          }
          for (const group of compilation.chunkGroups) if (ownGroup(group)) addGroup(group)
          if (pageFiles.length === before)
            for (const c of holders)
              if (!c.canBeInitial()) for (const f of c.files) if (/\.(js|css)$/.test(f) && !entryFiles.includes(f) && !pageFiles.includes(f)) pageFiles.push(f)
          const found = holders.length > 0 && holders.every((c) => c.canBeInitial() || [...c.files].some((f) => pageFiles.includes(f)))
          if (!found)
            compilation.warnings.push(new compiler.webpack.WebpackError(`FirstPaintPlugin: no chunks found for ${p}; index.html preloads only the entry`))
        }

        // the entry's stylesheets, inlined in place of their links
        for (const f of entryFiles.filter((x) => x.endsWith('.css'))) {
          const css = compilation.getAsset(f)?.source.source().toString()
          const link = new RegExp(`<link[^>]*href="${escape(prefix + f)}"[^>]*>`)
          if (css !== undefined && link.test(html)) html = html.replace(link, () => `<style data-href="${prefix + f}">${css}</style>`)
        }
        const preload = (f) => `<link rel="preload" href="${prefix + f}" as="${f.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`
        const links = pageFiles.map(preload).join('')
        html = html.replace(/<title>/, () => `${links}<title>`)
        compilation.updateAsset(this.html, new sources.RawSource(html))
      })
    })
  }
}

module.exports = { FirstPaintPlugin }
