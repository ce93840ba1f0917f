// Web CSS for the transfer screens (H5 and mini-programs). React Native takes transfer-web.rn.ts.
import './transfer.h5.scss'
