// The booking module's routes: each endpoint record bound to one service call (submit, cancel, complete and refuse are the booking flow's: flows/booking.ts).
import type { FastifyInstance } from 'fastify'
import { BookingApi } from '../../../../types/booking.js'
import { route } from '../../core/route.js'
import * as svc from './booking.service.js'

const tags = ['booking']

export async function bookingRoutes(app: FastifyInstance) {
  route(app, BookingApi.services, (c, { query }) => svc.shopServices(c, query.shopId), { tags })
  route(app, BookingApi.slots, (c, { query }) => svc.slots(c, query.serviceId, query.date), { tags })
  route(app, BookingApi.list, (c, { query }) => svc.list(c, query), { tags })
  route(app, BookingApi.detail, (c, { params }) => svc.detail(c, params.id), { tags })
  route(app, BookingApi.comment, (c, { params, body }) => svc.comment(c, params.id, body), { tags })
  route(app, BookingApi.merchantList, (c, { query }) => svc.merchantList(c, query), { tags })
  route(app, BookingApi.merchantDetail, (c, { params }) => svc.merchantDetail(c, params.id), { tags })
  route(app, BookingApi.confirm, (c, { params }) => svc.confirm(c, params.id), { tags })
  route(app, BookingApi.verify, (c, { body }) => svc.verify(c, body.code), { tags })
  route(app, BookingApi.myServices, (c) => svc.myServices(c), { tags })
  route(app, BookingApi.saveService, (c, { body }) => svc.saveService(c, body), { tags })
  route(app, BookingApi.mySlots, (c, { query }) => svc.mySlots(c, query.serviceId, query.date), { tags })
  route(app, BookingApi.openSlots, (c, { body }) => svc.openSlots(c, body), { tags })
  route(app, BookingApi.setCapacity, (c, { params, body }) => svc.setCapacity(c, params.id, body.capacity), { tags })
  route(app, BookingApi.removeSlot, (c, { params }) => svc.removeSlot(c, params.id), { tags })
}
