// Web CSS for the merchant workbench (H5 and mini-programs). React Native takes merchant-web.rn.ts.
import './merchant.h5.scss'
