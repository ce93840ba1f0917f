// docs/areas.md is generated from the route table, the areas' api.ts, types/ and the server modules
// (scripts/gen-areas.mjs): a stale copy fails here. The docs' relative links must point at files that exist.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

test('docs/areas.md matches the generator', () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-areas.mjs', '--check'], { cwd: root, stdio: 'pipe' })
})

test('relative links in README.md and docs/ point at files that exist', () => {
  const files = ['README.md']
  const walk = (d: string) => {
    for (const e of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      if (e.isDirectory()) walk(`${d}/${e.name}`)
      else if (e.name.endsWith('.md')) files.push(`${d}/${e.name}`)
    }
  }
  walk('docs')
  const broken: string[] = []
  for (const f of files) {
    const text = fs.readFileSync(path.join(root, f), 'utf8').replace(/```[\s\S]*?```/g, '')
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1].split('#')[0]
      if (!target || /^[a-z]+:/i.test(target)) continue
      if (!fs.existsSync(path.resolve(path.dirname(path.join(root, f)), target))) broken.push(`${f} -> ${m[1]}`)
    }
  }
  expect(broken).toEqual([])
})
