import { chat } from './index'

/**
 * Open the chat connection (signed in; idempotent). The app shell calls this, not `chat.start`, so that on H5
 * (start.h5.ts) nothing of the chat face is in the first screen.
 */
export const startChat = (): Promise<void> => chat.start()
