// Web CSS for the skeleton (H5 and mini-programs): the shimmer. React Native takes skeleton-web.rn.ts.
import './skeleton.h5.scss'
