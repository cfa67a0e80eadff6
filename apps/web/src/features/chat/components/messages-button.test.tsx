import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { partnerProfileFixture, partnerSession } from '../../../test/profile-fixture.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import MessagesButton from './messages-button.tsx';

const counts = (unreadMessageCount: number) => ({
  'GET /api/v1/notifications/count': {
    status: 200,
    body: {
      data: {
        pendingConnectionCount: 0,
        sentConnectionCount: 0,
        unreadNotificationCount: 0,
        unreadMessageCount,
        pendingAcceptanceMentorHoursCount: 0,
        pendingDocumentsUploadCount: 0,
        pendingProgramFormSubmissionCount: 0,
        pendingAcceptanceMeetingCount: 0,
        totalProfileViews: 0,
      },
    },
  },
});

const signIn = (canMessage = true) => {
  sessionStore.signIn(partnerSession);
  const profile = partnerProfileFixture();
  sessionStore.setProfile({ ...profile, can: { ...profile.can, message: canMessage } });
};

describe('MessagesButton', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('leads to the conversations with the unread count on its corner', async () => {
    serve(counts(3));
    signIn();
    renderPage(<MessagesButton />);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/chat/conversations');
  });

  it('has no count when nothing is unread', async () => {
    const fetch = serve(counts(0));
    signIn();
    renderPage(<MessagesButton />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Messages'));
    expect(screen.getByRole('link').textContent).toBe('');
  });

  it('is not there when the profile may not message, or the tenant has no chat', () => {
    const fetch = serve(counts(3));
    signIn(false);
    renderPage(<MessagesButton />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    signIn();
    const tenant = tenantFixture();
    renderPage(<MessagesButton />, { tenant: { ...tenant, features: { ...tenant.features, chat_type: 'none' } } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
