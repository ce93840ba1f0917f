/**
 * Frames the chat connection receives, told to whoever listens (the message centre's badge, a conversation
 * screen, a live room). The connection (this folder) calls `emitFrame` for every frame it reads; listeners
 * never talk to the socket. Types and bodies: `types/chat-codes.ts` (`ChatFrame`).
 */
type Listener = (d: unknown) => void

const listeners = new Map<number, Set<Listener>>()

/** Listen to frames of type `t`; returns the unsubscribe. */
export function onFrame<D = unknown>(t: number, fn: (d: D) => void): () => void {
  let set = listeners.get(t)
  if (!set) listeners.set(t, (set = new Set()))
  set.add(fn as Listener)
  return () => {
    set.delete(fn as Listener)
  }
}

/** Tell the listeners of `t` (the connection calls this; a listener that throws does not stop the others). */
export function emitFrame(t: number, d: unknown): void {
  for (const fn of [...(listeners.get(t) ?? [])]) {
    try {
      fn(d)
    } catch (e) {
      console.error(e)
    }
  }
}
