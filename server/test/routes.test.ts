import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { EndpointDef } from '../../types/endpoint.js'
import { createTestApp, type TestApp } from './helpers.js'

/** Every endpoint record exported by the contracts (`types/<area>.ts`: `export const <Area>Api = {...}`). */
async function endpointRecords(): Promise<Array<{ name: string; ep: EndpointDef }>> {
  const dir = path.resolve(import.meta.dirname, '../../types')
  const out: Array<{ name: string; ep: EndpointDef }> = []
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(path.join(dir, f))) as Record<string, unknown>
    for (const [exp, v] of Object.entries(mod)) {
      if (!/Api$/.test(exp) || !v || typeof v !== 'object') continue
      for (const [k, ep] of Object.entries(v as Record<string, EndpointDef>)) out.push({ name: `${exp}.${k}`, ep })
    }
  }
  return out
}

/** Our routes (API and /health; not the docs UI) that lack a 200 response schema. */
function bareRoutes(t: TestApp): string[] {
  const ours = t.app.routeList.filter(
    (r) => (r.url.startsWith(`${t.config.apiPrefix}/`) && !r.url.startsWith(`${t.config.apiPrefix}/docs`)) || r.url === '/health',
  )
  assert.ok(ours.length >= 35, `only ${ours.length} routes`)
  return ours.filter((r) => !(r.schema?.response as Record<string, unknown> | undefined)?.[200]).map((r) => `${r.method} ${r.url}`)
}

describe('routes: every route has a response schema; every endpoint record is registered', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('every route of the API (and /health) declares its 200 response schema', () => {
    assert.deepEqual(bareRoutes(t), [])
  })

  it('every endpoint record of types/ is a registered route, with its auth in the OpenAPI security', async () => {
    const records = await endpointRecords()
    assert.ok(records.length >= 30, `only ${records.length} records`)
    const doc = (await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}/docs/json` })).json()
    for (const { name, ep } of records) {
      const url = `${t.config.apiPrefix}${ep.url}`
      assert.ok(
        t.app.routeList.some((r) => r.method === ep.method && r.url === url),
        `${name}: ${ep.method} ${url} is not registered`,
      )
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[ep.method.toLowerCase()]
      if (!op) continue // hidden (development outbox) or wildcard
      if (ep.auth === 'none') assert.equal(op.security, undefined, name)
      else
        assert.ok(
          op.security?.some((s: Record<string, unknown>) => 'bearer' in s),
          `${name}: no bearer security`,
        )
    }
  })

  it('a route without a response schema is caught by the walk', async () => {
    // the check above must be able to fail: a route added without one shows up in routeList bare
    t.app.routeList.push({ method: 'GET', url: `${t.config.apiPrefix}/probe`, schema: {} })
    try {
      assert.deepEqual(bareRoutes(t), [`GET ${t.config.apiPrefix}/probe`])
    } finally {
      t.app.routeList.pop()
    }
  })
})
