// H5 build only: a brotli (`.br`) and a gzip (`.gz`) twin of every JS, CSS, HTML, SVG and JSON asset
// the build emits, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on each request. Plain CommonJS, no dependency: node's zlib, run on its thread pool.
const { promisify } = require('node:util')
const zlib = require('node:zlib')

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/
// below this the headers outweigh the gain; the server then sends the file as it is
const MIN_BYTES = 1024

class CompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // after minification and after the HTML plugin has written index.html
        { name: 'CompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = []
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue
            const buf = compilation.getAsset(name).source.buffer()
            if (buf.length < MIN_BYTES) continue
            const info = { compressed: true, immutable: compilation.getAsset(name).info.immutable }
            jobs.push(
              brotli(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).then((out) =>
                compilation.emitAsset(`${name}.br`, new sources.RawSource(out), info),
              ),
              gzip(buf, { level: 9 }).then((out) => compilation.emitAsset(`${name}.gz`, new sources.RawSource(out), info)),
            )
          }
          await Promise.all(jobs)
        },
      )
    })
  }
}

module.exports = { CompressPlugin }
