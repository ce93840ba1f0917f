// Web CSS for the SKU picker (H5 and mini-programs). React Native takes sku-panel-web.rn.ts.
import './sku-panel.h5.scss'
