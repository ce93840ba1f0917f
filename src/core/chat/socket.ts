import Taro from '@tarojs/taro'

/**
 * One WebSocket as the connection needs it. Mini-programs: Taro.connectSocket (this file; the host drops the
 * socket when the screen goes off: app-show.ts resumes). H5 and React Native: socket-ws.ts, the platform's
 * own WebSocket (socket.h5.ts, socket.rn.ts).
 */
export interface ChatSocketHandlers {
  open(): void
  message(text: string): void
  /** closed by either side or dropped; `code` as the close frame said (1006 when none came) */
  close(code: number): void
}

export interface ChatSocket {
  send(text: string): void
  close(code: number, reason?: string): void
}

export function openSocket(url: string, on: ChatSocketHandlers): ChatSocket {
  let task: Taro.SocketTask | null = null
  let closed = false
  let pendingClose: { code: number; reason?: string } | null = null
  const done = (code: number) => {
    if (closed) return
    closed = true
    on.close(code)
  }
  Promise.resolve(Taro.connectSocket({ url }))
    .then((t) => {
      task = t
      if (pendingClose) return void t.close(pendingClose)
      t.onOpen(() => on.open())
      t.onMessage((m) => on.message(typeof m.data === 'string' ? m.data : ''))
      t.onClose((r) => done(r?.code ?? 1006))
      t.onError(() => done(1006))
    })
    .catch(() => done(1006))
  return {
    send(text) {
      task?.send({ data: text })
    },
    close(code, reason) {
      if (task) task.close({ code, reason })
      else pendingClose = { code, reason }
      done(code)
    },
  }
}
