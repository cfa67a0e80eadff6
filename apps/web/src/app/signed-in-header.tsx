/**
 * What the header adds for a signed-in person, in one chunk loaded after the first screen: the profile
 * menu, the Messages button, the notifications bell and the realtime socket (socket.io-client comes with
 * it, never with the first load). One chunk rather than four: each lazy chunk costs the first load its name.
 */
export { default as MessagesButton } from '../features/chat/components/messages-button.tsx';
export { default as NotificationBell } from '../features/notifications/components/notification-bell.tsx';
export { ProfileMenu } from './profile-menu.tsx';
export { default as RealtimeConnection } from './realtime.tsx';
