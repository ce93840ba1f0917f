import type { ChatSocket, ChatSocketHandlers } from './socket'

/** H5 and React Native: the platform's WebSocket (no Taro code in the chat chunk). */
export function openSocket(url: string, on: ChatSocketHandlers): ChatSocket {
  let closed = false
  const done = (code: number) => {
    if (closed) return
    closed = true
    on.close(code)
  }
  let ws: WebSocket
  try {
    ws = new WebSocket(url)
  } catch {
    setTimeout(() => done(1006), 0)
    return { send() {}, close: () => done(1000) }
  }
  ws.onopen = () => on.open()
  ws.onmessage = (e) => on.message(typeof e.data === 'string' ? e.data : '')
  ws.onclose = (e) => done(e.code || 1006)
  ws.onerror = () => {
    if (ws.readyState !== WebSocket.OPEN) done(1006)
  }
  return {
    send(text) {
      if (ws.readyState === WebSocket.OPEN) ws.send(text)
    },
    close(code, reason) {
      try {
        ws.close(code, reason)
      } catch {
        /* already closing */
      }
      done(code)
    },
  }
}
