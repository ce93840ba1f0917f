// Web CSS for the settlement pages (H5 and mini-programs). React Native takes settlement-web.rn.ts.
import './settlement.h5.scss'
