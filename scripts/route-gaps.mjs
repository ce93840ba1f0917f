// Gap report: the pages of the spec that still render the "not available yet" state.
// Run: node --import tsx scripts/route-gaps.mjs   (also works as `node scripts/route-gaps.mjs`, re-executing itself under tsx)
import { spawnSync } from 'node:child_process'

if (!process.env.ROUTE_GAPS_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
    stdio: 'inherit',
    env: { ...process.env, ROUTE_GAPS_TSX: '1' },
  })
  process.exit(r.status ?? 1)
}
const { routes } = await import('../src/routes/index.ts')
const { SCREENS } = await import('../src/routes/screens.ts')
const gaps = routes.filter((r) => !SCREENS[r.name])
const byGroup = new Map()
for (const r of gaps) {
  const g = r.pkg ? r.pkg.replace(/^pages\//, '') : 'main'
  byGroup.set(g, [...(byGroup.get(g) ?? []), r.name])
}
console.log(`route gaps: ${gaps.length} of ${routes.length} pages still show "not available yet" (${routes.length - gaps.length} have their screen)`)
for (const [g, names] of byGroup)
  console.log(
    `  ${g} (${names.length}): ${names
      .map((n) =>
        n
          .split('/')
          .slice(g === 'main' ? 0 : g.split('/').length)
          .join('/'),
      )
      .join(', ')}`,
  )
