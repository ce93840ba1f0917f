// Web CSS for the bank card and real-name screens (H5 and mini-programs). React Native takes bank-web.rn.ts.
import './bank.h5.scss'
