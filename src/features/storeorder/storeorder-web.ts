// Web CSS for the store order screens (H5 and mini-programs). React Native takes storeorder-web.rn.ts.
import './storeorder.h5.scss'
