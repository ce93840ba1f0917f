// Web CSS for the newcomer screens (H5 and mini-programs). React Native takes newcomer-web.rn.ts.
import './newcomer.h5.scss'
