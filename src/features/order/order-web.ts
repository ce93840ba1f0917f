// Web CSS for the order screens (H5 and mini-programs). React Native takes order-web.rn.ts.
import './order.h5.scss'
