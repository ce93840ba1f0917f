// Web CSS for the pay password's boxes (H5 and mini-programs). React Native takes pay-password-web.rn.ts.
import './pay-password.h5.scss'
