// Web CSS for the catalog screens (H5 and mini-programs). React Native takes catalog-web.rn.ts.
import './catalog.h5.scss'
