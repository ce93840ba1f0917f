// What the H5 first screen's JavaScript is made of. Build with `H5_STATS=1 npm run build:h5` (hidden
// source maps), then `node scripts/h5-chunks.mjs [js/file.js ...]` (default: index.html's scripts).
// Each minified byte is attributed, through the source map, to its module; modules are grouped by
// package (node_modules) or by src/ folder. "br" is each group's share of its file's brotli twin
// (proportional to minified bytes: an estimate; the files' totals are exact). `--marginal` adds "loo br":
// what leaving the group's bytes out of its file saves (brotli 11 of the file minus that of the file without
// them); repetitive code (Taro's route table) shows far less there than its proportional share.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'
import { root } from './lib.mjs'

const h5 = path.join(root, process.env.H5_DIR ?? 'dist/h5')
let files = process.argv.slice(2).filter((a) => !a.startsWith('--'))
if (!files.length) {
  const html = fs.readFileSync(path.join(h5, 'index.html'), 'utf8')
  files = [...html.matchAll(/src="\.\/([^"]+\.js)"/g)].map((m) => m[1])
}
const depth = Number(process.argv.find((a) => a.startsWith('--depth='))?.slice(8) ?? 2)

function group(src) {
  const s = src.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
  const nm = s.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = s.slice(nm + 13).split('/')
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
    const sub = rest.slice(rest[0].startsWith('@') ? 2 : 1)
    return depth > 2 ? `${pkg}/${sub.slice(0, depth - 2).join('/')}` : pkg
  }
  return s.split('/').slice(0, depth).join('/')
}

const marginal = process.argv.includes('--marginal')
const top = Number(process.env.TOP ?? 40)
const brotli = (text) => zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const perFile = [] // [{ lines, ranges: Map(group -> [[line, start, end]]), br }] for --marginal
const totals = new Map()
let allMin = 0
let allBr = 0
for (const f of files) {
  const file = path.join(h5, f)
  const code = fs.readFileSync(file, 'utf8')
  const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : zlib.brotliCompressSync(code).length
  allMin += Buffer.byteLength(code)
  allBr += br
  if (!fs.existsSync(`${file}.map`)) {
    console.log(`${f}: no source map (build with H5_STATS=1)`)
    continue
  }
  const map = new TraceMap(fs.readFileSync(`${file}.map`, 'utf8'))
  const lines = code.split('\n')
  const per = new Map()
  const ranges = new Map()
  decodedMappings(map).forEach((segs, li) => {
    const line = lines[li] ?? ''
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]
      const end = i + 1 < segs.length ? segs[i + 1][0] : line.length
      const key = seg.length > 1 ? group(map.sources[seg[1]] ?? '?') : '(no source)'
      per.set(key, (per.get(key) ?? 0) + (end - seg[0]))
      if (marginal) (ranges.get(key) ?? ranges.set(key, []).get(key)).push([li, seg[0], end])
    }
  })
  if (marginal) perFile.push({ lines, ranges, br: brotli(code) })
  const mapped = [...per.values()].reduce((a, b) => a + b, 0)
  for (const [k, n] of per) {
    const t = totals.get(k) ?? { min: 0, br: 0, files: new Set() }
    t.min += n
    t.br += (n / mapped) * br
    t.files.add(path.basename(f))
    totals.set(k, t)
  }
}
const kb = (n) => (n / 1024).toFixed(1).padStart(7)
console.log(`${files.length} files: ${kb(allMin)} KB minified, ${kb(allBr)} KB brotli`)
/** brotli bytes saved by leaving a group's bytes out of every file holding it */
function leaveOut(k) {
  let saved = 0
  for (const f of perFile) {
    const rs = f.ranges.get(k)
    if (!rs) continue
    const cut = new Map()
    for (const [li, a, b] of rs) (cut.get(li) ?? cut.set(li, []).get(li)).push([a, b])
    const text = f.lines
      .map((line, li) => {
        const parts = cut.get(li)
        if (!parts) return line
        parts.sort((x, y) => x[0] - y[0])
        let out = ''
        let at = 0
        for (const [a, b] of parts) {
          out += line.slice(at, a)
          at = Math.max(at, b)
        }
        return out + line.slice(at)
      })
      .join('\n')
    saved += f.br - brotli(text)
  }
  return saved
}
console.log(`    min KB   br KB${marginal ? '  loo br' : ''}  group`)
for (const [k, t] of [...totals].sort((a, b) => b[1].min - a[1].min).slice(0, top))
  console.log(`${kb(t.min)} ${kb(t.br)}${marginal ? ` ${kb(leaveOut(k))}` : ''}  ${k}  [${[...t.files].join(' ')}]`)
