// Metro's entry: Taro RN turns this file into the app (AppRegistry, every page of ../src/app.config.ts).
import '@tarojs/rn-supporter/entry-file.js'
