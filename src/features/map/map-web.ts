// Web CSS for the map screens (H5 and mini-programs). React Native takes map-web.rn.ts.
import './map.h5.scss'
