// Web CSS for the refund screens (H5 and mini-programs). React Native takes refund-web.rn.ts.
import './refund.h5.scss'
