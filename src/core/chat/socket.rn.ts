// React Native: the platform's WebSocket (socket-ws.ts); Taro RN's connectSocket allows two sockets at once
export { openSocket } from './socket-ws'
export type { ChatSocket, ChatSocketHandlers } from './socket'
