// React Native: skin colours come from the theme object (core/theme skinStyles) as inline style;
// one-line text is Text's numberOfLines.
export {}
