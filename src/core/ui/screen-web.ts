// Web CSS for the screen states (H5 and mini-programs). React Native takes screen-web.rn.ts.
import './screen.h5.scss'
