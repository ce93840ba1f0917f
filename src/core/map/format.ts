/** A distance for people: metres below 1 km, else km with one decimal (numbers only; the caller adds words). */
export const formatDistance = (m: number) => (m < 1000 ? `${Math.round(m)} m` : `${(m / 1000).toFixed(1)} km`)
