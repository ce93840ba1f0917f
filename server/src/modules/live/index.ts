import { defineModule } from '../../core/module.js'
import { liveRoutes } from './live.routes.js'

/**
 * Live rooms (ADR 0107): a shop's scheduled, live and ended rooms (one machine, live.machine.ts), the video
 * through a stream provider (providers/stream-local.ts plays the uploaded video looped), the room's chat as a
 * group conversation of the chat module (`live:<id>`), pinned products viewers buy through the checkout.
 * Owns `live_rooms`, `live_pins`, `live_viewers`. Nobody calls it: no face service.
 */
export default defineModule({ name: 'live', routes: liveRoutes })
