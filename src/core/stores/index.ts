export { isLoggedIn, useSessionStore, SESSION_KEY, type AccountItem } from './session'
export { useSettingsStore } from './settings'
