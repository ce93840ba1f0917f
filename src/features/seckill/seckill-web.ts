// Web CSS for the flash-sale screens (H5 and mini-programs). React Native takes seckill-web.rn.ts.
import './seckill.h5.scss'
