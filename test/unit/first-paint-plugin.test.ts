/**
 * @jest-environment node
 */
// config/first-paint-plugin.js on a small webpack build shaped like Taro's H5 one: an entry with a stylesheet
// and a router that imports its pages (splash, home, another) as chunks; index.html by html-webpack-plugin.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const webpack = require('webpack')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const { FirstPaintPlugin } = require('../../config/first-paint-plugin')

jest.setTimeout(60_000)

function build(dir: string): Promise<string> {
  const w = (f: string, s: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.writeFileSync(path.join(dir, f), s)
  }
  w('src/app.css', 'body{background:#f5f6f8}')
  w('src/shared.js', 'export const shell = (n) => "shell " + n')
  w('src/pages/splash.js', 'import { shell } from "../shared"; export default shell("splash")')
  w('src/pages/tabbar/index.js', 'import { shell } from "../../shared"; export default shell("home")')
  w('src/pages/other.js', 'export default "other"')
  w(
    'src/app.js',
    'import "./app.css"; export const routes = [() => import("./pages/splash"), () => import("./pages/tabbar/index"), () => import("./pages/other")]',
  )
  w('src/index.html', '<!DOCTYPE html><html><head><title>Mall</title></head><body><div id="app"></div></body></html>')
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './src/app.js' },
    output: { path: path.join(dir, 'dist'), publicPath: './', filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { pages: { chunks: 'async', minChunks: 2, minSize: 0, name: 'shared' } } } },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css' }),
      new HtmlWebpackPlugin({ template: './src/index.html', filename: 'index.html' }),
      new FirstPaintPlugin(),
    ],
  })
  return new Promise((resolve, reject) =>
    compiler.run((err: Error | null, stats: any) => {
      if (err || stats.hasErrors()) return reject(err ?? new Error(stats.toString('errors-only')))
      compiler.close(() => resolve(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8')))
    }),
  )
}

test('index.html gets the entry CSS inline and low-priority preloads for the splash and home chunks, not the others', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'))
  try {
    const html = await build(dir)
    const js = fs.readdirSync(path.join(dir, 'dist/js'))
    const preloads = [...html.matchAll(/<link rel="preload" href="\.\/js\/([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1])
    const entry = js.find((f) => f.startsWith('app.'))!
    // the entry's script is in <head> already (the parser finds it): not preloaded again
    expect(preloads).not.toContain(entry)
    expect(html).toContain(`<script defer="defer" src="./js/${entry}">`)
    // splash, home and the chunk they share; the other page is not preloaded
    const other = fs.readdirSync(path.join(dir, 'dist/js')).filter((f) => fs.readFileSync(path.join(dir, 'dist/js', f), 'utf8').includes('"other"'))
    expect(other).toHaveLength(1)
    expect(preloads).not.toContain(other[0])
    for (const word of ['"splash"', '"home"', 'shell ']) {
      const holder = js.filter((f) => f !== entry && fs.readFileSync(path.join(dir, 'dist/js', f), 'utf8').includes(word))
      expect(holder.length).toBeGreaterThan(0)
      for (const f of holder) expect(preloads).toContain(f)
    }
    // no stylesheet link left to block the first paint: the entry's CSS is in a style element
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
    expect(html).toMatch(/<style data-href="\.\/css\/app\.[0-9a-f]{8}\.css">body\{background:#f5f6f8\}\s*<\/style>/)
    // the preloads come before the title, so the browser finds them first
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<title>'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
