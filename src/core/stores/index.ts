export { clearOnLogout, isLoggedIn, resetAtLogout, useSessionStore, SESSION_KEY } from './session'
export { useSettingsStore } from './settings'
