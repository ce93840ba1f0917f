// Web CSS for the coupon area (H5 and mini-programs). React Native takes coupon-web.rn.ts.
import './coupon.h5.scss'
