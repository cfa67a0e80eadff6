/** What other features may use of meetings: its public face (docs/architecture.md). */

export type { MeetingRow, StoredAvailability } from './booking.ts';
export { bookMeeting, claimTime, freeSlots, openAllDay, rangeOf, stepOf } from './booking.ts';
export { callPolicy, callTarget, externalRoom } from './call.ts';
export { type Calling, callingOf } from './calling.ts';
export { newVideoLink, statusOf } from './present.ts';
