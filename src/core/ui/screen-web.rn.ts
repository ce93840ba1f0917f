// React Native: no CSS variables or keyframes; the RN twin of Screen colours and spins its indicator itself.
export {}
