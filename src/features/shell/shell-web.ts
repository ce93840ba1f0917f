// Web CSS for the shell screens (H5 and mini-programs). React Native takes shell-web.rn.ts.
import './shell.h5.scss'
