// Web CSS for the review area (H5 and mini-programs). React Native takes review-web.rn.ts.
import './review.h5.scss'
