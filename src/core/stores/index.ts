export { clearOnLogout, isLoggedIn, resetAtLogout, useSessionStore, SESSION_KEY } from './session'
export { useSettingsStore } from './settings'
// the chat session is per user: loaded with the stores so logout forgets it even when chat was never opened
export { CHAT_KEY, useChatStore } from '../chat/session'
