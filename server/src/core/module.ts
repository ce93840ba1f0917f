import type { FastifyInstance } from 'fastify'
import { importFromModules } from './discover.js'

/**
 * A business module (`src/modules/<area>/index.ts`, default export). `routes` are registered under
 * API_PREFIX after the tenant is resolved (request context built); `publicRoutes` under API_PREFIX
 * without a tenant (files loaded by <img>).
 */
export interface AppModule {
  name: string
  routes?: (app: FastifyInstance) => Promise<void>
  publicRoutes?: (app: FastifyInstance) => Promise<void>
}

export const defineModule = (m: AppModule): AppModule => m

let loaded: Promise<AppModule[]> | undefined

/**
 * Every module, found by folder (core/discover.ts), imported once: importing a module's `index.ts`
 * wires its hooks (events it listens to, answers it provides). The app calls this before its routes,
 * the seed before its steps, so a hook is never asked before its provider is there.
 */
export function loadModules(): Promise<AppModule[]> {
  loaded ??= importFromModules<{ default: AppModule }>(() => 'index').then((found) => found.map((m) => m.mod.default))
  return loaded
}
