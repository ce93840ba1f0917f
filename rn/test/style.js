// Stylesheets: the RN build turns `className` into style objects; the screen tests render unstyled.
module.exports = {}
