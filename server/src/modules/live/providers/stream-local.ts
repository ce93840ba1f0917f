import type { StreamProvider } from './stream.js'

/**
 * The local stream provider: no outside service. The room's uploaded video, served by this server's public files
 * (with byte ranges, as players ask), played looped: what a provider's playback address would be. Starting and
 * stopping change nothing on the file: the room's status decides what the viewer's screen shows (ADR 0107).
 */
export const localStream: StreamProvider = {
  name: 'local',
  async open(c, room) {
    return { streamRef: `local:${c.tenantCode}:${room.id}` }
  },
  playback: (room) => ({ url: room.videoUrl, loop: true }),
  async start() {},
  async stop() {},
}
