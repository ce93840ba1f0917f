// Web CSS for the nearby screens (H5 and mini-programs). React Native takes nearby-web.rn.ts.
import './nearby.h5.scss'
