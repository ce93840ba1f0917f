import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FeedbackApi as F } from '../../../../types/feedback.js'
import { SystemApi as A } from '../../../../types/system.js'
import { route, withMsg } from '../../core/route.js'
import { t } from '../../i18n/index.js'
import * as svc from './system.service.js'

const tags = ['system']

/** System calls of spec section 7: public settings, reference data, feedback. */
export async function systemRoutes(app: FastifyInstance) {
  route(app, A.basics, (c) => svc.basics(c), { tags })
  route(app, A.appVersion, (c, { query }) => svc.appVersion(c, query.platform, query.versionCode), { tags })
  route(app, A.provinces, (c) => svc.provinces(c), { tags })
  route(app, A.regionTree, (c, { params }) => svc.regionTree(c, params.id), { tags })
  route(app, A.dict, (c, { params }) => svc.dict(c, params.type), { tags })
  route(app, A.notices, (c, { query }) => svc.notices(c, query), { tags })
  route(app, A.noticeDetail, (c, { params }) => svc.noticeDetail(c, params.id), { tags })
  route(app, A.langs, async () => svc.langs(), { tags })
  route(app, A.configInit, (c, { query }) => svc.configInit(c, query.feed === true), { tags })
  route(app, A.appLinks, (c) => svc.appLinks(c), { tags })
  route(app, A.saveAppLinks, (c, { body }) => svc.saveAppLinks(c, body), { tags })
  route(app, A.uploadSetting, async (c, _in, req) => svc.uploadSetting(c, `${req.protocol}://${req.host}`), { tags })
  route(app, A.keyMap, (c) => svc.keyMap(c), { tags })
  route(app, A.customerService, (c) => svc.customerService(c), { tags })
  route(app, A.oauth, async (c) => svc.oauth(c), { tags })
  route(app, A.phonePrefix, async (c) => svc.phonePrefix(c), { tags })
  // 10 an hour per tenant and address (plugins/rate-limit.ts, counted after validation)
  const opinionLimit = { max: 10, timeWindow: 3_600_000, keyGenerator: (req: FastifyRequest) => `opinion:${req.tenant.id}:${req.ip}` }
  route(app, A.opinion, async (c, { body }) => withMsg(await svc.opinion(c, body), t(c.lang, 'system.feedbackThanks')), {
    tags,
    config: { rateLimit: opinionLimit },
  })
  // the desk's feedback queue (ADR 0109)
  route(app, F.list, (c, { query }) => svc.feedbackList(c, query), { tags: ['feedback'] })
  route(app, F.detail, (c, { params }) => svc.feedbackDetail(c, params.id), { tags: ['feedback'] })
  route(app, F.answer, (c, { params, body }) => svc.feedbackAnswer(c, params.id, body), { tags: ['feedback'] })
}
