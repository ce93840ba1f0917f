// React Native: no web CSS.
export {}
