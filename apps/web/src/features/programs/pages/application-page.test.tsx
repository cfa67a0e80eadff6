import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  applicationUuid,
  applyUrl,
  codeUrl,
  detailsFixture,
  detailsUrl,
  documentUuid,
  ok,
  programDocumentFixture,
  programFixture,
  refused,
  saveUrl,
  sentBodies,
  signInAsStartup,
} from '../programs-fixture.ts';
import { ApplicationPage } from './application-page.tsx';

const draft = { uuid: applicationUuid, status: 'draft' as const, stage: 'application' as const, progress: 50 };

const open = (answers: Record<string, Answer>, path = '/programs/SEED-2027/apply?family=application') => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/programs/:code/apply" element={<ApplicationPage />} />
      <Route path="/programs/:code/status" element={<h1>Application status</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

const withDraft = (details = detailsFixture()) => ({
  [codeUrl()]: ok(programFixture({ myApplication: draft })),
  [`POST ${detailsUrl}`]: ok(details),
  [`POST ${saveUrl}`]: ok({}),
});

/** A form of one untitled section: Submit shows at once. */
const oneStep = detailsFixture({
  fields: [{ key: 'company', type: 'short_text', label: 'Company name', required: true }],
  documents: [programDocumentFixture({ status: 'submitted' })],
});

describe('ApplicationPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => signInAsStartup());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('opens the draft as it was left, and keeps what is typed as a draft', async () => {
    const fetch = open(withDraft());
    const company = await screen.findByRole('textbox', { name: /Company name/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Apply to Seed Accelerator 2027' })).toBeTruthy();
    expect(company).toHaveProperty('value', 'Solar Sprout');
    expect(screen.getByText('50% answered')).toBeTruthy();
    fireEvent.change(company, { target: { value: 'Solar Sprout Ltd' } });
    await waitFor(
      () =>
        expect(sentBodies(fetch, 'POST', saveUrl)).toEqual([
          { answers: { company: 'Solar Sprout Ltd' }, submit: false },
        ]),
      { timeout: 3000 },
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('asks for the required answers and documents before sending, at the fields', async () => {
    const fetch = open(
      withDraft(
        detailsFixture({
          fields: [{ key: 'company', type: 'short_text', label: 'Company name', required: true }],
          answers: {},
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Upload 1 required document before you submit.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', saveUrl)).toEqual([]);
  });

  it('sends the application, says Submitted your details and opens its status', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open(withDraft(oneStep));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Application status' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', saveUrl)).toEqual([{ answers: { company: 'Solar Sprout' }, submit: true }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Submitted your details' }));
  });

  it('puts the server’s refusal of an answer at its field', async () => {
    open({ ...withDraft(oneStep), [`POST ${saveUrl}`]: refused(400, 'Invalid', ['answers.company: Taken already']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Taken already')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Application status' })).toBeNull();
  });

  it('shows all the server says is missing at once: the answer at its field, the documents above Submit', async () => {
    open({
      ...withDraft(oneStep),
      [`POST ${saveUrl}`]: refused(400, 'Some answers and documents are missing: complete them before sending', [
        'answers.company: Taken already',
        'documents.deck: Upload Pitch deck',
      ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Taken already')).toBeTruthy();
    expect(await screen.findByText('Upload 1 required document before you submit.')).toBeTruthy();
  });

  it('uploads a document the application asks for', async () => {
    const uploadUrl = `/api/v1/programs-management/documents/${documentUuid}/upload`;
    const fetch = open({
      ...withDraft(),
      [`POST ${uploadUrl}`]: ok(programDocumentFixture({ status: 'submitted' })),
    });
    const documents = await screen.findByRole('list', { name: 'Documents for the application' });
    expect(within(documents).getByText('Waiting for the file')).toBeTruthy();
    const input = documents.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(sentBodies(fetch, 'POST', uploadUrl)).toHaveLength(1));
    const [body] = sentBodies(fetch, 'POST', uploadUrl);
    expect(body instanceof FormData && body.get('file')).toBeInstanceOf(File);
  });

  it('starts the application of a visitor who arrived to apply, and opens it', async () => {
    const answers: Record<string, Answer> = {
      [codeUrl()]: ok(programFixture()),
      [`POST ${detailsUrl}`]: ok(detailsFixture()),
      [`POST ${applyUrl}`]: ok({}, 201),
    };
    // Once the application is started, the program carries it.
    const live = new Proxy(answers, {
      get: (target, key) => {
        if (key === `POST ${applyUrl}`) target[codeUrl()] = ok(programFixture({ myApplication: draft }));
        return Reflect.get(target, key);
      },
    });
    const fetch = open(live, '/programs/SEED-2027/apply?autoApply=true');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', applyUrl)).toHaveLength(1);
  });

  it('sends an application already sent to its status', async () => {
    open({ [codeUrl()]: ok(programFixture({ myApplication: { ...draft, status: 'in_review' } })) });
    expect(await screen.findByRole('heading', { name: 'Application status' })).toBeTruthy();
  });
});
