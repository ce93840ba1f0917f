import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { CompressPlugin } from './compress-plugin'
import { FirstPaintPlugin } from './first-paint-plugin'
import { clientAlias, defineConstantsFor } from './shared'

const platform = process.env.TARO_ENV || 'h5'

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
    copy: { patterns: [], options: {} },
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
      // measured, not on by default (docs/architecture.md "H5 speed"): Taro's React components instead of Stencil's
      useHtmlComponents: process.env.H5_HTML_COMPONENTS === '1',
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
        // Without these groups Taro's web components and the page shell are copied into every page
        // chunk. The swiper (Taro's web swiper and the swiper library, ~35 KB gzip) gets a chunk of its
        // own: only what uses it (Taro.previewImage) loads it; the first screen does not. The other web
        // components share one module with the tab bar, so they stay in the entry's vendor chunk.
        chain.optimization.splitChunks({
          chunks: 'all',
          cacheGroups: {
            swiper: {
              name: 'taro-swiper',
              test: /[\\/]node_modules[\\/](swiper[\\/]|@tarojs[\\/]components[\\/]dist[\\/]components[\\/]taro-swiper)/,
              priority: 40,
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
