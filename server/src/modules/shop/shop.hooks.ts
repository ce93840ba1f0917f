import type { RequestCtx } from '../../core/context.js'

/** What the shop module asks of others (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /**
     * The tenant's time zone for shop hours ("open now" of the nearby stores): the tenant setting `nearby`
     * (`timeZone`), answered by the system module; Asia/Shanghai when nobody answers.
     */
    'shop.timeZone': (c: Pick<RequestCtx, 'db' | 'tenantId'>) => Promise<string>
  }
}
