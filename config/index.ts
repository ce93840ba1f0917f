import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { Chunk, ChunkGraph, Module, NormalModule } from 'webpack'
import devConfig from './dev'
import prodConfig from './prod'
import { CompileHintsPlugin } from './compile-hints-plugin'
import { CompressPlugin } from './compress-plugin'
import { FirstPaintPlugin } from './first-paint-plugin'
import { StatsPlugin } from './stats-plugin'
import { SWAPS, TaroSwapsPlugin } from './taro-swaps'
import { clientAlias, defineConstantsFor } from './shared'

const platform = process.env.TARO_ENV || 'h5'
// H5 draws View, Text, Image, Input, ScrollView... with Taro's React components, not Stencil's web
// components (docs/perf/h5-render.md); `H5_HTML_COMPONENTS=0` builds with Stencil's, to compare
const htmlComponents = process.env.H5_HTML_COMPONENTS !== '0'

// the page chunks of the first screen (splash, home): those holding the page modules themselves
const FIRST_PAGES = /[\\/]src[\\/]pages[\\/](splash|tabbar[\\/]index)\.tsx$/
const firstScreenChunks = new WeakMap<object, boolean>()
function isFirstScreen(chunk: Chunk, chunkGraph: ChunkGraph): boolean {
  if (!firstScreenChunks.has(chunk))
    firstScreenChunks.set(
      chunk,
      !chunk.canBeInitial() && [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => FIRST_PAGES.test((m as NormalModule).resource ?? '')),
    )
  return firstScreenChunks.get(chunk)!
}

// the stylesheets config/taro-react-css-loader.js trims (config/taro-swaps.js, kind 'css')
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]')
const trims = SWAPS.filter((s) => s.kind === 'css')
const cssTrims = new RegExp(`[\\\\/](${trims.map((s) => escape(s.target)).join('|')})$`)
const trimLoader = path.resolve(__dirname, '..', trims[0].replacement)

export default defineConfig<'webpack5'>(async (merge, { command }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'mall-app',
    date: '2026-11-23',
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${platform}`,
    plugins: [],
    // API_BASE etc. and the @/ and ~types/ aliases: config/shared.js (rn/config reads them too)
    defineConstants: defineConstantsFor(platform),
    alias: { ...clientAlias },
    // H5: the site icon browsers ask for on every load (/favicon.ico: our own drawing, src/favicon.ico)
    copy: { patterns: platform === 'h5' ? [{ from: 'src/favicon.ico', to: `dist/h5/favicon.ico` }] : [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      optimizeMainPackage: { enable: true },
      // imported pictures (the empty states) stay files of the package instead of base64 inside the JS
      // (`limit: true` means "never inline" to Taro)
      imageUrlLoaderOption: { limit: true },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: './',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      // Taro's React components instead of Stencil's (H5 only; `H5_HTML_COMPONENTS=0` turns it off)
      useHtmlComponents: htmlComponents,
      // imported pictures (the empty states) are files fetched when shown, not base64 in the first screen's JS
      imageUrlLoaderOption: { limit: true },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: { autoprefixer: { enable: true, config: {} }, cssModules: { enable: false } },
      webpackChain(chain) {
        // brotli and gzip twins of every text asset, sent as they are by the server (config/compress-plugin.js)
        if (process.env.NODE_ENV !== 'development') chain.plugin('compress').use(CompressPlugin)
        // index.html: the entry's CSS inline, preloads of the entry's and the splash's and home's chunks (config/first-paint-plugin.js)
        if (process.env.NODE_ENV !== 'development') chain.plugin('first-paint').use(FirstPaintPlugin)
        // V8 compiles the first screen's JS eagerly, off the main thread (config/compile-hints-plugin.js)
        if (process.env.NODE_ENV !== 'development' && process.env.H5_COMPILE_HINTS !== '0')
          chain.plugin('compile-hints').use(CompileHintsPlugin, [{ chunks: process.env.H5_COMPILE_HINTS === 'entry' ? [] : ['first-screen'] }])
        // Taro's modules the H5 build swaps for the app's own (the navigation bar, the tab bar, the router's
        // query parse; with Taro's React components their View, Image and PullDownRefresh): each one, why and
        // what it saved is in config/taro-swaps.js, whose plugin also fails the build when one did not apply
        chain.plugin('taro-swaps').use(TaroSwapsPlugin, [{ htmlComponents }])
        // Taro's component stylesheet (injected at start) carries the weui icon font as a 6.2 KB base64 data
        // URL, which webpack kept inline in the entry (3.3 KB brotli). Only the weui-icon-* classes use it
        // (Taro's Icon, Checkbox, Radio, Progress; none on the first screen): as a file of its own, the
        // browser fetches it when such an icon is first drawn. (With Taro's React components, the default, the
        // trim loader below drops the weui rules and their font altogether: this rule serves the Stencil build.)
        chain.module
          .rule('weui-font-file')
          .set('scheme', 'data')
          .set('mimetype', 'application/octet-stream')
          .set('issuer', /[\\/]@tarojs[\\/]components[\\/].*\.css$/)
          .set('type', 'asset/resource')
          .set('generator', { filename: 'static/fonts/weui.[contenthash:8].ttf' })
        if (htmlComponents) {
          // their stylesheet and Taro's components' one, in the entry: without what the app never renders (the
          // picker's, the weui icons' and their font), with what Stencil's View and Button gave (config/taro-react-css-loader.js)
          chain.module.rule('taro-react-components-css').test(cssTrims).enforce('pre').use('trim').loader(trimLoader)
        }
        // what each chunk carries, for measuring the first screen's code (config/stats-plugin.js)
        if (process.env.H5_STATS === '1') {
          chain.plugin('stats').use(StatsPlugin)
          chain.devtool('hidden-source-map')
        }
        // The app's own modules have no side effects but these: `*-web[.h5].ts` (stylesheets), `texts[.h5].ts`
        // (an area registers its texts), stylesheets. Told so, webpack takes from a barrel (`@/core/ui`)
        // only what an importer uses, instead of every module the barrel names: the page shell no longer
        // brings the SKU panel, the form fields and their Taro components into every page.
        chain.module
          .rule('app-side-effects')
          .test(/\.[jt]sx?$/)
          .include.add(path.resolve(__dirname, '..', 'src'))
          .add(path.resolve(__dirname, '..', 'types'))
          .end()
          .exclude.add(/(-web|[\\/]texts|[\\/]app)(\.[a-z0-9]+)?\.[jt]sx?$/)
          .end()
          .set('sideEffects', false)
        // Without these groups Taro's web components and the page shell are copied into every page
        // chunk. The swiper (Taro's web swiper and the swiper library, ~35 KB gzip) gets a chunk of its
        // own: only what uses it (Taro.previewImage) loads it; the first screen does not. Stencil's runtime
        // (Textarea, WebView, the swiper) is a shared async chunk: the tab bar is no longer Stencil's.
        chain.optimization.splitChunks({
          chunks: 'all',
          cacheGroups: {
            swiper: {
              name: 'taro-swiper',
              test: /[\\/]node_modules[\\/](swiper[\\/]|@tarojs[\\/]components[\\/]dist[\\/]components[\\/]taro-swiper)/,
              priority: 40,
              enforce: true,
            },
            // Everything the first screen's pages (splash, which every first load opens, then home) need
            // beyond the entry, in one chunk: without this group their modules are cut by which pages
            // share them, and home waits for 10+ small files (each with its own headers and a worse
            // compression). Other pages load it too (it holds the page shell); splash came first anyway.
            first: {
              name: 'first-screen',
              chunks: 'async',
              test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
                [...chunkGraph.getModuleChunksIterable(module)].some((c) => isFirstScreen(c, chunkGraph)),
              priority: 20,
              enforce: true,
            },
            // what pages share (page shell, tab bar, the not-ready screen, Taro's page APIs) goes to
            // shared chunks instead of a copy in each of the 189 page chunks (dist/h5 3.2 -> 1.7 MB)
            pages: {
              chunks: 'async',
              minChunks: 2,
              minSize: 2000,
              priority: 10,
              reuseExistingChunk: true,
            },
          },
        })
      },
    },
  }
  if (command === 'build' && process.env.NODE_ENV !== 'development') return merge({}, baseConfig, prodConfig)
  return merge({}, baseConfig, devConfig)
})
