import type { SeedStep } from '../../seed/index.js'
import { DEMO_PLACES } from './map.places.js'
import { addDemoPlaces } from './map.service.js'

const texts = (zh: string, en: string) => ({ zh_CN: zh, zh_TW: zh, en, ja: zh, ko: en, fil: en })

/** The local map service's demo places (after the shops: order 45). */
export const seed: SeedStep = {
  order: 45,
  run: (c) =>
    addDemoPlaces(
      c,
      DEMO_PLACES.map(([zh, en, zhAddr, enAddr, category, regionId, lat, lng]) => ({
        name: texts(zh, en),
        address: texts(zhAddr, enAddr),
        category,
        regionId,
        lat,
        lng,
      })),
    ),
}
