// Web CSS for the booking screens (H5 and mini-programs). React Native takes booking-web.rn.ts.
import './booking.h5.scss'
