import { sessionStore } from '../core/session.ts';

/** Signs a demo startup member in, as the app stores a session after sign-in (token 'token-1'). */
export const signInFixture = () =>
  sessionStore.signIn({
    user: {
      userId: 'u1',
      id: 7,
      uuid: 'p1',
      name: 'Asha',
      accountType: 'startup',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });
