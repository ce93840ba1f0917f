// Web CSS for the favourites and footprints screens (H5 and mini-programs). React Native takes collect-web.rn.ts.
import './collect.h5.scss'
