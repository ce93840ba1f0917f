// Web CSS for the form screens (H5 and mini-programs). React Native takes form-web.rn.ts.
import './form.h5.scss'
