// Web CSS for the coupon strip (H5 and mini-programs). React Native takes coupon-strip-web.rn.ts.
import './coupon-strip.h5.scss'
