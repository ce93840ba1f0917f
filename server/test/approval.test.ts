// The desk's one review queue on a real PostgreSQL: submissions (one pending per thing), staff decisions once
// (twice or in parallel: one effect), the owning module's listener inside the decision's transaction, rights.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ApprovalApi, ApprovalCodes } from '../../types/approval.js'
import { Codes } from '../../types/constants.js'
import { hooks } from '../src/core/hooks.js'
import { approvalService } from '../src/modules/approval/index.js'
import { asUser, createTestApp, expectFail, expectOk, type TestApp } from './helpers.js'

describe('approval: the desk review queue', () => {
  let t: TestApp
  // what a listening module saw; `failRef` makes the listener throw for that ref
  const seen: Array<{ ref: string; approved: boolean; reason: string | null }> = []
  let failRef = ''
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    hooks.on('approval.decided', async (c, e) => {
      if (e.kind !== 'agentApply') return
      if (e.ref === failRef) throw new Error('listener refused')
      // written in the decision's transaction: it exists only when the decision commits
      await c.db
        .insertInto('opinions')
        .values({ tenant_id: c.tenantId, user_id: e.userId, type: 'test', content: `decided ${e.ref}`, images: JSON.stringify([]) })
        .execute()
      seen.push({ ref: e.ref, approved: e.approved, reason: e.reason })
    })
  })
  after(() => t.close())

  const url = (id: number, what = 'decide') => (what === 'decide' ? ApprovalApi.decide.url : ApprovalApi.detail.url).replace(':id', String(id))

  it('one pending approval per thing; staff list it with the applicant and summary; others may not', async () => {
    const u = await asUser(t)
    const staff = await asUser(t, { roles: 'staff' })
    const a = await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-1', userId: u.id, summary: { amount: 1000, images: ['f1'] } })
    const again = await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-1', userId: u.id, summary: { amount: 1 } })
    assert.equal(again.id, a.id)
    const { rows } = expectOk(await staff.api({ method: 'GET', url: `${ApprovalApi.list.url}?kind=agentApply` }))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].ref, 'w-1')
    assert.deepEqual(rows[0].summary, { amount: 1000, images: ['f1'] })
    assert.equal(rows[0].state, 'pending')
    expectFail(await u.api({ method: 'GET', url: ApprovalApi.list.url }), 403, Codes.FORBIDDEN)
    expectFail(await u.api({ method: 'POST', url: url(a.id), payload: { approve: true } }), 403, Codes.FORBIDDEN)
    // another tenant's staff do not see it
    const otherStaff = await asUser(t, { tenantId: t.otherTenantId, roles: 'staff' })
    expectFail(await otherStaff.api({ method: 'GET', url: url(a.id, 'detail') }), 404, Codes.NOT_FOUND)
  })

  it('a rejection needs a reason; a decision happens once, also when pressed in parallel', async () => {
    const u = await asUser(t)
    const staff = await asUser(t, { roles: 'staff' })
    const a = await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-2', userId: u.id, summary: {} })
    expectFail(await staff.api({ method: 'POST', url: url(a.id), payload: { approve: false } }), 400, Codes.BAD_REQUEST, 'reason')
    const results = await Promise.all(
      Array.from({ length: 8 }, () => staff.api({ method: 'POST', url: url(a.id), payload: { approve: false, reason: 'blurred' } })),
    )
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    assert.ok(results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === ApprovalCodes.ALREADY_DECIDED))
    assert.deepEqual(
      seen.filter((s) => s.ref === 'w-2'),
      [{ ref: 'w-2', approved: false, reason: 'blurred' }],
    )
    expectFail(await staff.api({ method: 'POST', url: url(a.id), payload: { approve: true } }), 409, ApprovalCodes.ALREADY_DECIDED)
    assert.deepEqual(await approvalService.latest(t.ctx(), 'agentApply', 'w-2').then((l) => l && { state: l.state, reason: l.reason }), {
      state: 'rejected',
      reason: 'blurred',
    })
    // a new submission after the decision is a new pending row
    const b = await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-2', userId: u.id, summary: {} })
    assert.notEqual(b.id, a.id)
    const ok = expectOk(await staff.api({ method: 'POST', url: url(b.id), payload: { approve: true } }))
    assert.equal(ok.state, 'approved')
  })

  it('a listener that throws rolls the decision back: it stays pending and nothing the listener wrote remains', async () => {
    const u = await asUser(t)
    const staff = await asUser(t, { roles: 'staff' })
    const a = await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-3', userId: u.id, summary: {} })
    failRef = 'w-3'
    const r = await staff.api({ method: 'POST', url: url(a.id), payload: { approve: true } })
    assert.equal(r.status, 500)
    assert.equal((await approvalService.latest(t.ctx(), 'agentApply', 'w-3'))?.state, 'pending')
    failRef = ''
    expectOk(await staff.api({ method: 'POST', url: url(a.id), payload: { approve: true } }))
    const notes = await t.db.selectFrom('opinions').select('content').where('content', '=', 'decided w-3').execute()
    assert.equal(notes.length, 1)
  })

  it('the applicant withdraws a pending approval: it leaves the queue', async () => {
    const u = await asUser(t)
    await approvalService.submit(t.ctx(), { kind: 'agentApply', ref: 'w-4', userId: u.id, summary: {} })
    assert.equal(await approvalService.cancel(t.ctx(), 'agentApply', 'w-4'), true)
    assert.equal(await approvalService.cancel(t.ctx(), 'agentApply', 'w-4'), false)
    assert.equal((await approvalService.latest(t.ctx(), 'agentApply', 'w-4'))?.state, 'cancelled')
  })
})
