// React Native has no page or body element to style: nothing to load.
export {}
