import type { FastifyInstance } from 'fastify'

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
