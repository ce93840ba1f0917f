// What the approval module tells others (core/hooks.ts).
import type { ApprovalKind } from '../../../../types/approval.js'

declare module '../../core/hooks.js' {
  interface HookEvents {
    /**
     * Staff decided an approval: emitted INSIDE the decision's transaction, right after the row left
     * 'pending' (exactly once, however often staff press). The module owning `kind` listens in its index.ts
     * (ignoring other kinds) and applies the result in the same transaction; a listener that throws rolls the
     * decision back (it stays pending and the staff see the error).
     */
    'approval.decided': { id: number; kind: ApprovalKind; ref: string; userId: number; approved: boolean; reason: string | null; staffId: number }
  }
}
