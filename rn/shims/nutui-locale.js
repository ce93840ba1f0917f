// React Native: stands in for NutUI's locale data (src/core/i18n/packs/*.ts import it for NutUI's
// ConfigProvider, whose RN twin ignores it). Any other NutUI import fails the RN build on purpose.
module.exports = {}
