// Web CSS for the shop and product editor (H5 and mini-programs). React Native takes editor-web.rn.ts.
import './editor.h5.scss'
