import type { FastifyInstance } from 'fastify'

/** No endpoint of its own yet (the coupon centre's claim and list go here when they come). */
export async function promotionRoutes(_app: FastifyInstance) {}
