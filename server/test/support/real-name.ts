import type { TestApp } from '../helpers.js'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
let seq = 0

/** A made-up mainland ID number with a valid GB 11643 check character, different on every call in this process. */
export function idNumber(): string {
  const n = ++seq + (process.pid % 500) * 1000
  const day = String(1 + (n % 28)).padStart(2, '0')
  const month = String(1 + (Math.floor(n / 28) % 12)).padStart(2, '0')
  const year = 1960 + (Math.floor(n / 336) % 40)
  const body = `110101${year}${month}${day}${String(n % 1000).padStart(3, '0')}`
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0)
  return body + '10X98765432'[sum % 11]
}

/** An approved real name for the user, written as a finished review would leave it (what bank-card tests start from). */
export async function approveRealName(t: TestApp, userId: number, o: { realName?: string; idNumber?: string; tenantId?: number } = {}) {
  const v = { realName: o.realName ?? '张三', idNumber: o.idNumber ?? idNumber() }
  await t.db
    .insertInto('real_name_requests')
    .values({
      tenant_id: o.tenantId ?? t.tenantId,
      user_id: userId,
      real_name: v.realName,
      id_number: v.idNumber,
      front_image: 'none',
      back_image: 'none',
      status: 'approved',
      reviewed_at: new Date(),
    })
    .execute()
  return v
}
