import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm), tuned to ~20 ms on these machines, run off the event loop.
const OPTS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (plain: string) => hash(plain, OPTS)

export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) return false
  try {
    return await verify(stored, plain)
  } catch {
    return false
  }
}
