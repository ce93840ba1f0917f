// H5 build only, when H5_STATS=1: writes dist/h5-stats.json (chunks, their modules and sizes) to see
// what the entry and the first screen's chunks carry (`node scripts/h5-chunks.mjs` reads it).
const fs = require('node:fs')
const path = require('node:path')

class StatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('StatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        entrypoints: true,
        assets: true,
        ids: true,
        nestedModules: true,
      })
      const out = path.join(compiler.options.output.path, '..', 'h5-stats.json')
      fs.writeFileSync(out, JSON.stringify(json))
    })
  }
}

module.exports = { StatsPlugin }
