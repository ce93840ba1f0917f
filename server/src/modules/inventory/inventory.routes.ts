import type { FastifyInstance } from 'fastify'

/** No endpoint of its own yet: stock is read through product pages and the cart, and moved by the flows. */
export async function inventoryRoutes(_app: FastifyInstance) {}
