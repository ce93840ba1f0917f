import type * as connection from './connection'

/** H5: the connection is its own chunk, loaded on first use (nothing of it in the first screen). */
export const loadConnection = (): Promise<typeof connection> => import(/* webpackChunkName: "chat-connection" */ './connection')
