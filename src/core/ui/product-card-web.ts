// Web CSS for the product card (H5 and mini-programs). React Native takes product-card-web.rn.ts.
import './product-card.h5.scss'
