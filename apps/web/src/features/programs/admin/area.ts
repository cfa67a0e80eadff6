import { useLocation } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { useSessionUser } from '../../../core/session.ts';

/** Where the manager's pages of one area live: the list, a new program and a program's editor. */
export type ManagerPaths = { list: string; new: string; edit: (uuid: string) => string };

const consoleArea: ManagerPaths = {
  list: programPaths.admin,
  new: programPaths.adminNew,
  edit: programPaths.adminEdit,
};
const manageArea: ManagerPaths = {
  list: programPaths.manage,
  new: programPaths.manageNew,
  edit: programPaths.manageEdit,
};

/** The area a page at this address belongs to: the console's (/admin/programs…) or the program offices' own. */
export const managerPathsOf = (pathname: string): ManagerPaths =>
  pathname === consoleArea.list || pathname.startsWith(`${consoleArea.list}/`) ? consoleArea : manageArea;

/** The manager's pages of the area this page was opened in, so its links stay there. */
export const useManagerPaths = () => managerPathsOf(useLocation().pathname);

/**
 * Whether the signed-in person is the tenant's operator in their own session: only they build forms (the
 * console's form builder). The server decides again; this only hides a link that would lead nowhere.
 */
export const useIsOperator = () => {
  const user = useSessionUser();
  return user?.role === 'operator' && !user.impersonated;
};
