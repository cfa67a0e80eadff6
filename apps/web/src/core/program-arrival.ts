import { programPaths } from './program-paths.ts';

/*
 * A program a visitor arrived for (spec 9: ?program=CODE&autoApply=true, stored at start) is where they go
 * once they have signed in or signed up; with the auto-apply flag their application is started there.
 * The sign-in step (api/sign-in.ts) reads this module, so it lives on the floor, free of the programs feature.
 */

const programKey = 'program';
const autoApplyKey = 'autoApply';

/** The application page's flag: start the application on arrival (once, the 409 of a second start is silent). */
export const autoApplyParam = 'autoApply';

const truthy = (value: string | null) => value !== null && ['true', '1', 'yes'].includes(value.trim().toLowerCase());

/**
 * Where a sign-in lands for a program the visitor arrived for: its page, or its application (started on
 * the way) when the auto-apply flag was set; null when they came for none. The stored keys are
 * forgotten as they are read, so it happens once.
 */
export const takeProgramArrival = (storage: Storage = localStorage): string | null => {
  const code = storage.getItem(programKey)?.trim() ?? '';
  const autoApply = truthy(storage.getItem(autoApplyKey));
  storage.removeItem(programKey);
  storage.removeItem(autoApplyKey);
  if (code === '' || code.length > 64) return null;
  return autoApply ? `${programPaths.apply(code)}?${autoApplyParam}=true` : programPaths.details(code);
};

/** A signed-out visitor's Apply: remembered as an arrival, so signing up (or in) brings them back to apply. */
export const rememberProgramArrival = (code: string, storage: Storage = localStorage) => {
  storage.setItem(programKey, code);
  storage.setItem(autoApplyKey, 'true');
};
