// React Native: no web CSS (skin colours come from the theme object).
export {}
