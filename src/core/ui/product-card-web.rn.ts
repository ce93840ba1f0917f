// React Native: the shared product-card.scss is all it takes (colours stay the default skin's).
export {}
