import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { timing } from '@ventura/shared';
import { useEffect } from 'react';
import { replayHeldModalEvents } from './modal-events.ts';

/**
 * Where toasts (spec 9: 3500 ms) and `modals.*` dialogs show, loaded apart from the first screen.
 * Toasts shown before this has loaded wait in Mantine's notifications store and appear now. The modals
 * provider starts listening in a layout effect; the held dialog requests are replayed in a passive
 * effect, so after it.
 */
export default function OverlayHosts() {
  useEffect(() => replayHeldModalEvents(), []);
  return (
    <>
      <Notifications autoClose={timing.toast} position="top-right" />
      <ModalsProvider />
    </>
  );
}
