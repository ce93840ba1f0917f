/** H5: the chat face and its connection come in their own chunk, asked for when the app opens the connection. */
export const startChat = (): Promise<void> => import(/* webpackChunkName: "chat-connection" */ './index').then((m) => m.chat.start())
