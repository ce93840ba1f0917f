// Web CSS for the wallet screens (H5 and mini-programs). React Native takes wallet-web.rn.ts.
import './wallet.h5.scss'
