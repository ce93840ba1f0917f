/**
 * What a device has and jest has not. React Native's preset mocks RN's own native modules; the
 * native parts of the modules Taro RN links (camera, video, sensors, location, file system ...) are
 * stood in for here the same way: the screens under test use none of them, they are only imported.
 */
process.env.TARO_ENV = 'rn'

jest.mock('@react-native-async-storage/async-storage', () => require('@react-native-async-storage/async-storage/jest/async-storage-mock'))
jest.mock('@react-native-community/netinfo', () => require('@react-native-community/netinfo/jest/netinfo-mock.js'))
jest.mock('react-native-safe-area-context', () => require('react-native-safe-area-context/jest/mock').default)
jest.mock('react-native-device-info', () => require('react-native-device-info/jest/react-native-device-info-mock'))
require('react-native-gesture-handler/jestSetup')

jest.mock('expo-camera', () => require('./inert'))
jest.mock('expo-av', () => require('./inert'))
jest.mock('expo-barcode-scanner', () => require('./inert'))
jest.mock('expo-brightness', () => require('./inert'))
jest.mock('expo-file-system', () => require('./inert'))
jest.mock('expo-image-picker', () => require('./inert'))
jest.mock('expo-keep-awake', () => require('./inert'))
jest.mock('expo-location', () => require('./inert'))
jest.mock('expo-sensors', () => require('./inert'))
jest.mock('expo-modules-core', () => require('./inert'))
jest.mock('react-native-webview', () => require('./inert'))
jest.mock('react-native-maps', () => require('./inert'))
jest.mock('react-native-pager-view', () => require('./inert'))
jest.mock('@react-native-camera-roll/camera-roll', () => require('./inert'))
jest.mock('@react-native-clipboard/clipboard', () => require('./inert'))
jest.mock('@react-native-community/geolocation', () => require('./inert'))
jest.mock('@bam.tech/react-native-image-resizer', () => require('./inert'))
jest.mock('@react-native-community/slider', () => require('./inert'))
jest.mock('@react-native-picker/picker', () => require('./inert'))
jest.mock('react-native-svg', () => require('./inert'))
