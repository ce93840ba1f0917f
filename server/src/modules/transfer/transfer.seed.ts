// The transfer module's demo data: the desk's exchange rates between the demo tenant's currencies.
import type { SeedStep } from '../../seed/index.js'
import { seedRates } from './transfer.service.js'

/** Demo rates (CNY <-> USD both ways, with a spread as a desk would set them). */
export const DEMO_RATES: Array<[from: string, to: string, rate: string]> = [
  ['CNY', 'USD', '0.1381'],
  ['USD', 'CNY', '7.1500'],
]

export const seed: SeedStep = {
  order: 35,
  run: (c) => seedRates(c, DEMO_RATES),
}
