// Web CSS for the review queue (H5 and mini-programs). React Native takes approval-web.rn.ts.
import './approval.h5.scss'
