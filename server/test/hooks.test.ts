import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { serviceCtx } from '../src/core/context.js'
import { hooks } from '../src/core/hooks.js'
import type { Db } from '../src/db/database.js'

declare module '../src/core/hooks.js' {
  interface HookEvents {
    'test.happened': { n: number }
  }
  interface HookProviders {
    'test.answer': (n: number) => number
    'test.optional': (n: number) => number
  }
}

describe('core: hook registry', () => {
  const c = serviceCtx({ db: undefined as unknown as Db, tenantId: 1 })

  it('an event reaches every listener in the order they subscribed, awaited, and a throwing listener fails the emit', async () => {
    const seen: string[] = []
    hooks.on('test.happened', async (_c, p) => {
      await new Promise((r) => setTimeout(r, 20))
      seen.push(`a${p.n}`)
    })
    hooks.on('test.happened', (_c, p) => void seen.push(`b${p.n}`))
    await hooks.emit('test.happened', c, { n: 1 })
    assert.deepEqual(seen, ['a1', 'b1'])
    hooks.on('test.happened', () => {
      throw new Error('no')
    })
    await assert.rejects(hooks.emit('test.happened', c, { n: 2 }), /no/)
  })

  it('a provider answers once, a second provider is refused, a missing one throws unless a fallback is given', () => {
    hooks.provide('test.answer', (n) => n * 2)
    assert.equal(hooks.get('test.answer')(21), 42)
    assert.throws(() => hooks.provide('test.answer', (n) => n), /already provided/)
    assert.throws(() => hooks.get('test.optional'), /not provided/)
    assert.equal(hooks.get('test.optional', (n) => n + 1)(1), 2)
    assert.ok(hooks.wired().providers.includes('test.answer'))
  })
})

describe('core: hooks wired by the modules', () => {
  it('every port core, plugins and seed ask for has its provider once the modules are loaded, and the wallets listen to user.created', async () => {
    const { loadModules } = await import('../src/core/module.js')
    await loadModules()
    const { providers, events } = hooks.wired()
    for (const name of [
      'core.session',
      'seed.hasUsers',
      'seed.phoneInUse',
      'files.publicType',
      'page.startLayout',
      'account.inviteRequired',
      'account.ownsShop',
      'catalog.isFavourite',
    ])
      assert.ok(providers.includes(name), name)
    for (const name of ['user.created', 'catalog.productViewed']) assert.ok(events.includes(name), name)
  })
})
