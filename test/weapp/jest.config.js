// The weapp simulation: the real dist/weapp output rendered by miniprogram-simulate in jsdom.
const path = require('path')

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/weapp'],
  testMatch: ['**/*.sim.test.js'],
  transform: {},
  testTimeout: 60000,
}
