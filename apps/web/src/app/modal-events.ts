/**
 * Mantine's `modals` manager reaches its provider through window events named `mantine-modals:<action>`.
 * The provider loads apart from the first screen, so until it is mounted these events are held here
 * and replayed to it then: a dialog asked for in the first moments still opens.
 */
const actions = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
];
const eventNames = actions.map((action) => `mantine-modals:${action}`);

let held: Array<{ type: string; detail: unknown }> | null = null;

const hold = (event: Event) => {
  if (held && event instanceof CustomEvent) held.push({ type: event.type, detail: event.detail });
};

/** Starts holding modal events; call once, before anything can open a dialog. */
export const holdModalEvents = (target: Window = window) => {
  if (held) return;
  held = [];
  for (const name of eventNames) target.addEventListener(name, hold);
};

/** Stops holding and hands the held events, in order, to the provider that now listens. */
export const replayHeldModalEvents = (target: Window = window) => {
  if (!held) return;
  const events = held;
  held = null;
  for (const name of eventNames) target.removeEventListener(name, hold);
  for (const { type, detail } of events) target.dispatchEvent(new CustomEvent(type, { detail }));
};
