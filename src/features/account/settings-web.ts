// Web CSS for the settings screens (H5 and mini-programs). React Native takes settings-web.rn.ts.
import './settings.h5.scss'
