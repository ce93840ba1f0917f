// Web CSS for the withdrawal pages (H5 and mini-programs). React Native takes withdraw-web.rn.ts.
import './withdraw.h5.scss'
