// Web CSS for the article screens (H5 and mini-programs). React Native takes article-web.rn.ts.
import './article.h5.scss'
