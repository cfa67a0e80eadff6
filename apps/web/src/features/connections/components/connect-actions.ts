/** Connect on public profiles and on directory cards, in one chunk: the router hands in both. */
export { DirectoryConnectButton } from './card-connect.tsx';
export { ProfileConnectActions } from './profile-connect.tsx';
