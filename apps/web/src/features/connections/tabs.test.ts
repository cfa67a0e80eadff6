import { describe, expect, it } from 'vitest';
import { tabFromParam, tabLabel } from './tabs.ts';

describe('tabFromParam', () => {
  it('opens the tab the URL names, and the connections for anything else', () => {
    expect(tabFromParam('received')).toBe('received');
    expect(tabFromParam('sent')).toBe('sent');
    expect(tabFromParam(null)).toBe('connections');
    expect(tabFromParam('RECEIVED')).toBe('connections');
    expect(tabFromParam('accepted')).toBe('connections');
  });
});

describe('tabLabel', () => {
  it('adds the count in short form once it is known', () => {
    const counts = { connections: 1200, received: 3, sent: 0 };
    expect(tabLabel('connections', counts)).toBe('Connections (1.2K)');
    expect(tabLabel('received', counts)).toBe('Received (3)');
    expect(tabLabel('sent', counts)).toBe('Sent (0)');
    expect(tabLabel('received', undefined)).toBe('Received');
  });
});
