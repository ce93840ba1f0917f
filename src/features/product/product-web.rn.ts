// React Native: skin colours come from the theme object (core/theme skinStyles) as inline style.
export {}
