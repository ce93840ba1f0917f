// Web CSS for the address screens (H5 and mini-programs). React Native takes addr-web.rn.ts.
import './addr.h5.scss'
