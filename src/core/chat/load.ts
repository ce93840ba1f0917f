import * as connection from './connection'

/**
 * The connection's code. Mini-programs and React Native: in the bundle (a mini-program's package cannot load
 * code later; RN has one bundle). H5: load.h5.ts, its own chunk loaded on first use (not in the first screen).
 */
export const loadConnection = (): Promise<typeof connection> => Promise.resolve(connection)
