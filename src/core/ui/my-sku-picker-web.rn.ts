// React Native: the shared my-sku-picker.scss is all it takes (colours stay the default skin's).
export {}
