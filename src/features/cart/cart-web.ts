// Web CSS for the cart screen (H5 and mini-programs). React Native takes cart-web.rn.ts.
import './cart.h5.scss'
