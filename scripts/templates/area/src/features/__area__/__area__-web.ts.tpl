// Web CSS for the __area__ screens (H5 and mini-programs). React Native takes __area__-web.rn.ts.
import './__area__.h5.scss'
