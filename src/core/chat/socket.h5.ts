// H5: the browser's WebSocket (socket-ws.ts), not Taro's connectSocket
export { openSocket } from './socket-ws'
export type { ChatSocket, ChatSocketHandlers } from './socket'
