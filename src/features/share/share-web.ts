// Web CSS for the share screens (H5 and mini-programs). React Native takes share-web.rn.ts.
import './share.h5.scss'
