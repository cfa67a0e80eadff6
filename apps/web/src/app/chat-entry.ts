/**
 * HOOK POINT for the chat feature (a later issue): where Message leads for a profile, or null while
 * there is no chat route. Until the chat feature adds its /chat route and returns its path here (for
 * example `/chat/conversations?with=${profileUuid}`), no Message button shows anywhere: the Connect
 * controls (public profiles, directory cards) show Message only when the server's `can.message` is true
 * AND this answers a path.
 */
export const chatPathFor = (_profileUuid: string): string | null => null;
