import type { PublicProfile } from '@ventura/shared';
import type { ComponentType } from 'react';

/** What another feature shows below the profiles of a type (a partner's submission form), handed in by the router. */
export type ProfileAddition = ComponentType<{ profile: PublicProfile }>;
