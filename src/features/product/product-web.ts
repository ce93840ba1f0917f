// Web CSS for the product screens (H5 and mini-programs). React Native takes product-web.rn.ts.
import './product.h5.scss'
