/** What other parts of the server may use of single sign-on: its routes. */
export { ssoRoutes } from './routes.ts';
