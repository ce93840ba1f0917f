// React Native: the shared settings.scss only; skin colours come from the theme object where they matter.
export {}
