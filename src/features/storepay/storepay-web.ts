// Web CSS for the store payment screens (H5 and mini-programs). React Native takes storepay-web.rn.ts.
import './storepay.h5.scss'
