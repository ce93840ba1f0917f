// Where the shopper is (ADR 0134): the device's fix (Taro.getLocation), or a city picked instead, kept in the
// settings store for this run (so the request client sends the latitude and longitude headers);
// the default map centre until either is known.
import Taro from '@tarojs/taro'
import { DEFAULT_MAP_CENTRE, GPS_WEAK_ACCURACY_M } from '~types/nearby-codes'
import { useSettingsStore } from '../stores/settings'
import { toast } from '../ui/toast'

export interface Position {
  latitude: number
  longitude: number
}

/** Where searches start: the kept position, else the default centre; `known` says which; `city` when one was picked. */
export interface Here extends Position {
  known: boolean
  city: string | null
}

const valid = (p: Partial<Position> | null | undefined): p is Position =>
  !!p &&
  typeof p.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180

const hereOf = (location: Position | null, city: string | null): Here =>
  valid(location)
    ? { latitude: location.latitude, longitude: location.longitude, known: true, city }
    : { latitude: DEFAULT_MAP_CENTRE.latitude, longitude: DEFAULT_MAP_CENTRE.longitude, known: false, city: null }

/** The position searches start from now (outside React). */
export const currentHere = (): Here => {
  const s = useSettingsStore.getState()
  return hereOf(s.location, s.city)
}

/** The position searches start from, following the settings store. */
export function useHere(): Here {
  const location = useSettingsStore((s) => s.location)
  const city = useSettingsStore((s) => s.city)
  return hereOf(location, city)
}

/**
 * Asks the device where it is. Refused (permission denied, no service, no answer): null and nothing changes.
 * A fix less accurate than GPS_WEAK_ACCURACY_M shows `weakMessage` ("GPS signal weak") and is used all the same.
 */
export async function locate(o: { weakMessage?: string } = {}): Promise<(Position & { accuracy: number; weak: boolean }) | null> {
  let r: { latitude?: number; longitude?: number; accuracy?: number }
  try {
    // H5 (the W3C API) answers WGS84 only; mini-programs and RN answer GCJ-02, the system Chinese map services use
    r = (await Taro.getLocation({ type: process.env.TARO_ENV === 'h5' ? 'wgs84' : 'gcj02' })) as typeof r
  } catch {
    return null
  }
  if (!valid(r)) return null
  const accuracy = Number((r as { accuracy?: number }).accuracy ?? 0)
  const weak = !Number.isFinite(accuracy) || accuracy > GPS_WEAK_ACCURACY_M
  if (weak && o.weakMessage) toast(o.weakMessage)
  const p = { latitude: r.latitude, longitude: r.longitude }
  useSettingsStore.getState().setLocation(p, null)
  return { ...p, accuracy, weak }
}

/** A city picked instead of the device's fix (`nearby/city` answers `{name, latitude, longitude}`); ignored unless valid. */
export function chooseCity(c: { name?: string; latitude?: number; longitude?: number } | null | undefined): boolean {
  const p = { latitude: Number(c?.latitude), longitude: Number(c?.longitude) }
  if (!c || !valid(p)) return false
  useSettingsStore.getState().setLocation(p, c.name?.trim() || null)
  return true
}

/** Forget the position (back to the default centre). */
export const forgetPosition = () => useSettingsStore.getState().setLocation(null)

/** A distance in metres as "350 m" / "1.2 km" (under 10 km one decimal). */
export function distanceText(m: number): string {
  if (!Number.isFinite(m) || m < 0) return ''
  if (m < 1000) return `${Math.round(m)} m`
  return m < 10_000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m / 1000)} km`
}
