// Web CSS for the recharge screens (H5 and mini-programs). React Native takes recharge-web.rn.ts.
import './recharge.h5.scss'
