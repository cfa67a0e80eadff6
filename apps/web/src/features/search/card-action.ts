import type { DirectoryCard } from '@ventura/shared';
import type { ComponentType } from 'react';

/** What another feature shows on each directory card (Connect), handed in by the router. */
export type CardAction = ComponentType<{ card: DirectoryCard }>;
