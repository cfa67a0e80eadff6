/** What other features may use of connections: its public face (docs/architecture.md). */
export { areConnected, connectedAmong } from './between.ts';
export { countConnections } from './repo.ts';
