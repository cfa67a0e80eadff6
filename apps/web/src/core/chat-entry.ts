/** Where Message leads for a profile: the chat page, which opens the conversation with it (or starts it). */
export const chatPathFor = (profileUuid: string) => `/chat/conversations?with=${encodeURIComponent(profileUuid)}`;
