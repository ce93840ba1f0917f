// H5 build only: V8's explicit compile hint `//# allFunctionsCalledOnLoad` at the top of the JS files
// whose functions run while the first screen loads (the entry's chunks, and the `first-screen` chunk).
// Without it V8 compiles each module's function lazily, on the main thread, when webpack first calls
// it; with it Chrome (136+) compiles the whole file eagerly, on the streaming thread, while the file
// downloads. Other browsers read a comment. Added after minification (a minifier drops comments), with
// the source map shifted by the line (ConcatSource), before the content hashes are made.
const HINT = '//# allFunctionsCalledOnLoad\n'

class CompileHintsPlugin {
  /** @param {{ chunks?: string[] }} [options] chunk names beside the entry's (initial) chunks */
  constructor(options = {}) {
    this.names = new Set(options.chunks ?? [])
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial() && !this.names.has(chunk.name)) continue
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue
            compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old))
          }
        }
      })
    })
  }
}

module.exports = { CompileHintsPlugin, HINT }
