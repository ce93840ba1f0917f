// The user tab's pictures: line icons of our own (24x24, the skin's default red), nothing from another host.
const C = '#e93b3d'
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${C}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`

/** The order row: to pay, to ship, to receive, to review, refunds. */
export const ORDER_ICONS = {
  // a wallet with a coin slot
  pending: svg('<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M3 10h18"/><path d="M15 14.5h3"/>'),
  // a parcel
  deliver: svg('<path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z"/><path d="M3.5 7.5L12 12l8.5-4.5M12 12v9"/>'),
  // a van
  receiving: svg('<path d="M2.5 6.5h11v9h-11z"/><path d="M13.5 9.5h4l3 3.5v2.5h-7"/><circle cx="6.5" cy="17" r="1.8"/><circle cx="17" cy="17" r="1.8"/>'),
  // a speech bubble with a star
  evaluate: svg('<path d="M4 5h16v11H9l-4 3.5V16H4z"/><path d="M12 7.6l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z"/>'),
  // a coin with a return arrow
  refund: svg('<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3"/><path d="M4 4v3.5h3.5"/><path d="M10 10.5h4M10 13.5h4M12 10.5V17M10 8l2 2.5L14 8"/>'),
} as const

/**
 * The user centre's entries, by the `icon` key the server's layout names (system.defaults USER_CENTRE); an
 * unknown key gets `ENTRY_FALLBACK`.
 */
export const ENTRY_ICONS: Record<string, string> = {
  wallet: svg('<path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4z"/><path d="M4 7l11-3v3"/><path d="M20 11h-4a1.5 1.5 0 0 0 0 3h4"/>'),
  // a calendar with a tick: service bookings; a card with punch holes: time cards (issue 26)
  bookings: svg('<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/><path d="M9 15l2 2 4-4"/>'),
  timeCards: svg(
    '<rect x="3" y="6" width="18" height="12" rx="2"/><circle cx="8" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="16" cy="12" r="1"/>',
  ),
  coupon: svg('<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z"/><path d="M14 7v2M14 11v2M14 15v2"/>'),
  // a ticket with a plus: where coupons are claimed
  couponCenter: svg('<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z"/><path d="M9.5 12h5M12 9.5v5"/>'),
  share: svg('<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8"/>'),
  favourite: svg('<path d="M12 20s-7.5-4.5-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.5-7.5 10-7.5 10z"/>'),
  footprint: svg('<circle cx="12" cy="12" r="8.5"/><path d="M12 7v5l3.5 2"/>'),
  address: svg('<path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>'),
  // a card with its stripe and chip
  bankCard: svg('<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3 9.5h18"/><path d="M6.5 14.5h4"/>'),
  // an id card with a face
  realName: svg(
    '<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="11" r="2.2"/><path d="M5.8 16.2a3.5 3.5 0 0 1 6.4 0"/><path d="M14.5 10h4M14.5 13.5h3"/>',
  ),
  // a speech bubble
  message: svg('<path d="M4 5h16v11H9l-4 3.5V16H4z"/><path d="M8 9.5h8M8 12.5h5"/>'),
  // a screen with a play mark: short videos
  video: svg('<rect x="3" y="4.5" width="18" height="15" rx="2"/><path d="M10 9v6l5-3z"/>'),
  // a camera with a live dot: live rooms
  live: svg('<rect x="2.5" y="7" width="13" height="10" rx="2"/><path d="M15.5 11l6-3v8l-6-3"/><circle cx="6.5" cy="10.5" r="1.2"/>'),
  // two speech bubbles: the forum
  forum: svg('<path d="M3 4.5h12v8H7.5L4.5 15v-2.5H3z"/><path d="M17.5 8.5H21v8h-1.5V19l-3-2.5H10v-2"/>'),
  // a pencil on a sheet
  feedback: svg('<path d="M5 4h10l4 4v12H5z"/><path d="M9 15l5.5-5.5 1.5 1.5L10.5 16.5H9z"/>'),
  settings: svg(
    '<circle cx="12" cy="12" r="3"/><path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8"/>',
  ),
}

/** An entry whose icon key the app does not know: four squares. */
export const ENTRY_FALLBACK = svg(
  '<rect x="4" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5"/>',
)
