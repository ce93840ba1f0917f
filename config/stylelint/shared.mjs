// Style rules for files every platform compiles (src/**/*.scss except *.h5.scss): what Taro turns
// into React Native styles as well as web and mini-program CSS. See docs/guide/styles.md.
// stylelint is pinned to 16.10.x: newer versions break stylelint-taro-rn.
export const sharedConfig = {
  customSyntax: 'postcss-scss',
  plugins: ['stylelint-taro-rn'],
  rules: {
    // React Native: only properties and values it knows
    'taro-rn/css-property-no-unknown': true,
    'taro-rn/font-weight-no-ignored-values': true,
    'taro-rn/line-height-no-value-without-unit': true,
    // one flat class per rule: no combinators, no element, attribute, id, universal or pseudo selectors,
    // no compound classes and no selector lists
    'selector-max-compound-selectors': 1,
    'selector-max-combinators': 0,
    'selector-max-class': 1,
    'selector-max-type': 0,
    'selector-max-attribute': 0,
    'selector-max-id': 0,
    'selector-max-universal': 0,
    'selector-max-pseudo-class': 0,
    'selector-pseudo-element-disallowed-list': ['/.*/'],
    'selector-disallowed-list': [/,/],
    'max-nesting-depth': 0,
    'selector-class-pattern': '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
    // units Taro converts on every platform
    'unit-allowed-list': ['px', 'rpx', '%'],
    // no CSS variables, calc or gradients: React Native has none of them
    'function-disallowed-list': ['var', 'calc', 'env', 'min', 'max', 'clamp', 'linear-gradient', 'radial-gradient', 'url'],
    // no custom properties either (a pattern nothing matches)
    'custom-property-pattern': ['^(?!)$', { message: 'Unexpected custom property: React Native has no CSS variables' }],
    'property-disallowed-list': [
      'inset',
      'box-sizing',
      'text-overflow',
      'white-space',
      'animation',
      '/^animation-/',
      'transition',
      '/^transition-/',
      'will-change',
      'touch-action',
      'user-select',
      'pointer-events',
      'cursor',
      'float',
      '/^grid/',
      'vertical-align',
      'word-break',
      'overflow-x',
      'overflow-y',
      '/^-webkit-/',
    ],
    // flexbox layout; no fixed or sticky positioning
    'declaration-property-value-allowed-list': {
      display: ['flex', 'none'],
      position: ['relative', 'absolute'],
      overflow: ['hidden', 'visible'],
    },
    'declaration-no-important': true,
    'at-rule-disallowed-list': ['keyframes', 'media', 'supports', 'font-face', 'import', 'page', 'layer', 'container'],
  },
}

export default sharedConfig
