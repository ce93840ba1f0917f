import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountRoutes } from './account/account.routes.js'
import { catalogRoutes } from './catalog/catalog.routes.js'
import { systemRoutes } from './system/system.routes.js'
import { uploadRoutes } from './upload/upload.routes.js'

/** Every business module, registered under API_PREFIX after the tenant is resolved. */
export const modules: FastifyPluginAsyncTypebox[] = [accountRoutes, systemRoutes, uploadRoutes, catalogRoutes]

/** Routes under API_PREFIX that need no tenant (public files are served by plugins/static.ts). */
export const publicModules: FastifyPluginAsyncTypebox[] = []
