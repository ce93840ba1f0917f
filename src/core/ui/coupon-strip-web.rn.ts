// React Native: the shared coupon-strip.scss is all it takes (colours stay the default skin's).
export {}
