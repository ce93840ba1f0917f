// React Native: no CSS variables; sku-panel.scss's colours stand.
export {}
