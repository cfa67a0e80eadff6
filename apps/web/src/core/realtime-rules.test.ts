import { describe, expect, it } from 'vitest';
import { internalPath, showsToast } from './realtime-rules.ts';

describe('showsToast', () => {
  it('keeps message notifications quiet on the conversations pages', () => {
    expect(showsToast('message_notification_received', '/chat')).toBe(false);
    expect(showsToast('message_notification_received', '/chat/conversations')).toBe(false);
    expect(showsToast('message_notification_received', '/chat/conversations/12')).toBe(false);
  });

  it('shows message notifications anywhere else, including pages that only start with the letters', () => {
    expect(showsToast('message_notification_received', '/connections')).toBe(true);
    expect(showsToast('message_notification_received', '/chatter')).toBe(true);
    expect(showsToast('message_notification_received', '/')).toBe(true);
  });

  it('shows every other kind on the conversations pages too', () => {
    expect(showsToast('connection_requested', '/chat/conversations')).toBe(true);
    expect(showsToast('connection_accepted', '/chat')).toBe(true);
    expect(showsToast('platform', '/chat/conversations')).toBe(true);
  });
});

describe('internalPath', () => {
  it('follows paths of this site', () => {
    expect(internalPath('/connections?tab=received')).toBe('/connections?tab=received');
    expect(internalPath(' /notifications ')).toBe('/notifications');
  });

  it('does not follow other sites, protocol-relative addresses, scripts or nothing', () => {
    expect(internalPath('https://evil.example/phish')).toBeNull();
    expect(internalPath('//evil.example/phish')).toBeNull();
    expect(internalPath('/\\evil.example')).toBeNull();
    expect(internalPath('javascript:alert(1)')).toBeNull();
    expect(internalPath('')).toBeNull();
    expect(internalPath(null)).toBeNull();
  });
});
