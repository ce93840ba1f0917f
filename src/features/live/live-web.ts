// Web CSS for the live screens (H5 and mini-programs). React Native takes live-web.rn.ts.
import './live.h5.scss'
