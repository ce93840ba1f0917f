// React Native: no CSS variables or keyframes: the spinner keeps screen.scss's default colour and does not turn.
export {}
