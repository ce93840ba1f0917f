// Web CSS for the short videos (H5 and mini-programs). React Native takes video-web.rn.ts.
import './video.h5.scss'
