// Web CSS for the chat pages (H5 and mini-programs). React Native takes chat-web.rn.ts.
import './chat.h5.scss'
