/** Where to ask a connection to meet: the meetings feature's booking page (a plain path, so nothing of it loads here). */
export const meetingRequestPath = (profileUuid: string) => `/calender/book/${encodeURIComponent(profileUuid)}`;
