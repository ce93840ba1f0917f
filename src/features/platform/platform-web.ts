// Web CSS for the platform desk (H5 and mini-programs). React Native takes platform-web.rn.ts.
import './platform.h5.scss'
