import type { RequestCtx } from '../../core/context.js'

/** What the upload module asks of others (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** whether a user who neither owns a private file nor is staff may still view it (a refund's proof for the shop's merchant: the refund module answers) */
    'upload.mayView': (c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number, fileId: string) => Promise<boolean>
  }
}
