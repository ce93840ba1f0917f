// The recharge area's demo data: packages with a bonus in the demo currencies.
import type { SeedStep } from '../../seed/index.js'
import { rechargeRepo as repo } from './recharge.repository.js'

/** Demo packages (minor units): CNY 50 / 100 (+5) / 200 (+20) / 500 (+60), USD 10 (+1) / 50 (+6); USD shows where the tenant enables it. */
const PACKAGES: Array<{ currency: string; amount: number; bonus: number }> = [
  { currency: 'CNY', amount: 50_00, bonus: 0 },
  { currency: 'CNY', amount: 100_00, bonus: 5_00 },
  { currency: 'CNY', amount: 200_00, bonus: 20_00 },
  { currency: 'CNY', amount: 500_00, bonus: 60_00 },
  { currency: 'USD', amount: 10_00, bonus: 1_00 },
  { currency: 'USD', amount: 50_00, bonus: 6_00 },
]

export const seed: SeedStep = {
  order: 35,
  async run(c) {
    for (const [i, p] of PACKAGES.entries()) await repo.insertPackage(c.db, { tenant_id: c.tenantId, ...p, sort: i, active: true })
  },
}
