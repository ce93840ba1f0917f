// React Native: screen.scss as it is (the loading skeleton has its own twin).
export {}
