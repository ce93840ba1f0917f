// Web CSS for the message centre and feedback (H5 and mini-programs). React Native takes message-web.rn.ts.
import './message.h5.scss'
