// React Native: a border is solid by default; nothing web-only to load.
export {}
