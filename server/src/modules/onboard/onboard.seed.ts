import { Canvas } from '../../core/png.js'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { uploadService } from '../upload/index.js'
import { onboardService } from './onboard.service.js'

/** The demo agent's region: 北京市 朝阳区 at the district level. */
const DEMO_AGENT_REGION = 110105

/** A document picture of the demo applicant: 800x800 (spec section 5's smallest), a plain gradient. */
function documentPicture(from: [number, number, number], to: [number, number, number]): Buffer {
  const c = new Canvas(800, 800)
  c.gradient(from, to)
  return c.encode()
}

/**
 * Onboarding's demo data (last: after the demo merchant, order 40, and every other step): the demo merchant is
 * the district agent of 朝阳区 with a join link, and a demo applicant (no login) has sent a shop application
 * through that link, pending in the desk's review queue with its three document pictures.
 */
export const seed: SeedStep = {
  order: 99,
  async run(c) {
    const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    if (!merchant) return
    const agent = await onboardService.makeAgent(c, { userId: merchant, level: 'district', regionId: DEMO_AGENT_REGION, applicationId: null })
    await accountService.grantRole(c, merchant, 'agent')
    const applicant = await accountService.createUser(c, { phone: null, nickname: '小林鲜花 (demo applicant)' })
    const pic = (a: [number, number, number], b: [number, number, number], name: string) =>
      uploadService.saveFile(c, applicant, 'private', documentPicture(a, b), name)
    await onboardService.seedShopApplication(c, applicant, {
      shopKind: 'retail',
      subject: 'person',
      licenceImage: await pic([235, 220, 190], [250, 245, 235], 'licence.png'),
      legalName: '林小花',
      legalIdNumber: '11010519900101002X',
      idFrontImage: await pic([170, 200, 230], [235, 240, 250], 'id-front.png'),
      idBackImage: await pic([200, 220, 200], [240, 248, 240], 'id-back.png'),
      shopName: '小林鲜花',
      category: 'home',
      contactPhone: '13900000066',
      regionId: DEMO_AGENT_REGION,
      address: '朝阳区建国路 88 号',
      lat: 39.908,
      lng: 116.468,
      bankCode: 'ICBC',
      branchCode: `ICBC-${DEMO_AGENT_REGION}-1`,
      accountName: '林小花',
      accountNumber: '6222020000000000067',
      agreed: true,
      agentCode: agent.code,
    })
  },
}
