// Web CSS (H5 and mini-programs): element selectors for the page root. React Native takes app-web.rn.ts.
import './app.h5.scss'
