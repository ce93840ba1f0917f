// Web CSS for the onboard screens (H5 and mini-programs). React Native takes onboard-web.rn.ts.
import './onboard.h5.scss'
