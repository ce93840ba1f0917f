// React Native: no keyframes; the placeholders stay still.
export {}
