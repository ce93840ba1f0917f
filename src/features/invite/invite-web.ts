// Web CSS for the invite screens (H5 and mini-programs). React Native takes invite-web.rn.ts.
import './invite.h5.scss'
