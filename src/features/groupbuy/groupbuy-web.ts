// Web CSS for the group-buy screens (H5 and mini-programs). React Native takes groupbuy-web.rn.ts.
import './groupbuy.h5.scss'
