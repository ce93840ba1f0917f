import { hooks } from '../../core/hooks.js'
import type { SeedStep } from '../../seed/index.js'
import { scheduleRun } from './settlement.service.js'

/**
 * Demo data: one order of the demo merchant received before the settlement window, settled by the flow
 * (the hook settlement.demo, answered by flows/settle.ts), so the workbench shows a balance and a line; and the tenant's
 * first settlement run queued (each run queues the next).
 */
export const seed: SeedStep = {
  order: 90,
  async run(c) {
    await hooks.get('settlement.demo', async () => undefined)(c)
    await scheduleRun(c.db, c.tenantId)
  },
}
