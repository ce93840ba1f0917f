// Web CSS for the forum screens (H5 and mini-programs). React Native takes forum-web.rn.ts.
import './forum.h5.scss'
