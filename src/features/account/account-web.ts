// Web CSS for the account screens (H5 and mini-programs). React Native takes account-web.rn.ts.
import './account.h5.scss'
