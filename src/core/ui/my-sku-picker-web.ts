// Web CSS for the merchant's SKU picker (H5 and mini-programs). React Native takes my-sku-picker-web.rn.ts.
import './my-sku-picker.h5.scss'
