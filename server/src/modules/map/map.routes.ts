import type { FastifyInstance } from 'fastify'
import { MapApi, MapServiceApi as S, MapTileApi } from '../../../../types/map.js'
import { AppError } from '../../core/errors.js'
import { route } from '../../core/route.js'
import { mapErrors as E } from './map.errors.js'
import * as p from './map.providers.js'
import * as svc from './map.service.js'
import { tileInRange, tilePng } from './map.tiles.js'

const tags = ['map']
/** The local map service: the tenant from the path (a script tag sends no headers), answered in the provider's shape. */
const service = { tags, raw: true, config: { tenantFromPath: true } }

export async function mapRoutes(app: FastifyInstance) {
  route(app, MapApi.cities, (c, { query }) => svc.cities(c, query.keyword), { tags })
  route(app, MapApi.store, (c, { params }) => svc.store(c, params.id), { tags })

  route(app, S.tencentGeocoder, (c, { query }, _req, reply) => p.tencentGeocoder(c, reply, query), service)
  route(app, S.tencentSearch, (c, { query }, _req, reply) => p.tencentSearch(c, reply, query), service)
  route(app, S.tencentSuggestion, (c, { query }, _req, reply) => p.tencentSuggestion(c, reply, query), service)
  route(app, S.tencentDistricts, (c, { query }, _req, reply) => p.tencentDistricts(c, reply, query), service)
  route(app, S.tencentDistrictChildren, (c, { query }, _req, reply) => p.tencentDistrictChildren(c, reply, query), service)
  route(app, S.googleGeocode, (c, { query }, _req, reply) => p.googleGeocode(c, reply, query), service)
  route(app, S.googleNearby, (c, { query }, _req, reply) => p.googleNearby(c, reply, query), service)
  route(app, S.googleText, (c, { query }, _req, reply) => p.googleText(c, reply, query), service)
  route(app, S.googleAutocomplete, (c, { query }, _req, reply) => p.googleAutocomplete(c, reply, query), service)
  route(app, S.googleDetails, (c, { query }, _req, reply) => p.googleDetails(c, reply, query), service)
}

/** The drawn map's tiles: no tenant (every tenant's map is the same), loaded by image elements. */
export async function mapTileRoutes(app: FastifyInstance) {
  route(
    app,
    MapTileApi.tile,
    async (_c, { params }, _req, reply) => {
      const y = Number.parseInt(params.y, 10)
      if (!tileInRange(params.z, params.x, y)) {
        const field = params.z < 3 || params.z > 18 ? 'z' : params.x >= 2 ** params.z ? 'x' : 'y'
        const e = E.tileRange()
        throw new AppError(e.code, e.key, { field }, field, e.rule, e.status)
      }
      const png = await tilePng(params.z, params.x, y)
      return reply.type('image/png').header('cache-control', 'public, max-age=86400, immutable').send(png)
    },
    { tags, raw: true },
  )
}
