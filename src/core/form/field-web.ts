// Web CSS for the form field (H5 and mini-programs). React Native takes field-web.rn.ts.
import './field.h5.scss'
