// Lighter rules for *.h5.scss: web CSS that H5 and mini-programs load and React Native never sees
// (variables, fixed positioning, keyframes, ellipsis, viewport units). Still flat and id-free.
export const webConfig = {
  customSyntax: 'postcss-scss',
  rules: {
    'selector-max-id': 0,
    'selector-max-compound-selectors': 2,
    'selector-max-universal': 0,
    'selector-max-attribute': 0,
    // element selectors only for the page roots of each engine and images inside a class
    'selector-max-type': [0, { ignoreTypes: ['page', 'body', 'taro-view-core', 'view', 'img'] }],
    'selector-pseudo-class-disallowed-list': ['hover'],
    'unit-disallowed-list': ['rem', 'em'],
    'declaration-no-important': true,
  },
}

export default webConfig
