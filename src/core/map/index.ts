// The map face (issue 26): the map service over JSONP (H5) or plain requests (mini-programs, RN) with key rotation
// and empty data on failure, the drawn map view, the platform's map app, the great-circle distance.
export { distanceM, type LatLng } from './distance'
export { geocode, resetMapKeys, reverseGeocode, searchNearby, suggestPlaces, type MapAddress, type MapPlace } from './service'
export { MapView, type MapMarker, type MapViewProps } from './map-view'
export { openMapApp, type Destination } from './open-map-app'
export { formatDistance } from './format'
