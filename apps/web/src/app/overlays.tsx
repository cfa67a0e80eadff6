/**
 * Overlays the shell shows only on demand (the phone menu, the Switch Profile dialog), imported lazily so
 * that the first screen does not carry them. A module of its own: importing @mantine/core dynamically
 * would bring every Mantine component.
 */
export { Drawer, Modal } from '@mantine/core';
