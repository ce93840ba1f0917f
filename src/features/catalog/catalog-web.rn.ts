// React Native: no CSS variables or sticky positioning: catalog.scss's default skin is all it takes.
export {}
