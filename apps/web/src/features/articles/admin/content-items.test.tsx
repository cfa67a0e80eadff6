import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentModel } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { consolePageHooks, tableRow } from '../../../test/console-page.ts';
import { renderPage } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { adminContentItemFixture, pageOf } from '../articles-fixture.ts';
import { modelFields } from './content-models.ts';
import { ContentAdminPage } from './content-page.tsx';

const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
const listUrl = (model: ContentModel) => `/api/v1/admin/content/${model}`;
const imagesUrl = '/api/v1/admin/content/images';

const open = (model: ContentModel, items: unknown[], answers: Record<string, Answer> = {}) => {
  const fetch = serve({ [`GET ${listUrl(model)}`]: ok(pageOf(items)), ...answers });
  renderPage(<ContentAdminPage />, { path: `/admin/content?kind=${model}` });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const newItem = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
};

/** A text field by its name (the body editor's toolbar has a button named Link, too). */
const field = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('textbox', { name });
const noField = (scope: HTMLElement, name: string) => within(scope).queryByRole('textbox', { name });
const type = (scope: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(field(scope, name), { target: { value } });

const chooseFile = (scope: HTMLElement, file: File) => {
  const input = scope.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

const banner = adminContentItemFixture();
const draftBanner = adminContentItemFixture({
  id: 12,
  title: 'Office hours every Friday',
  published: false,
  publishAt: null,
  sortOrder: 5,
  audience: { scope: 'types', types: ['startup', 'mentor'] },
});

describe('ContentAdminPage: banners, testimonials, FAQ and ads', { timeout: 30_000 }, () => {
  consolePageHooks();

  it('lists the banners in order, checks a new one here, uploads its image and shows the server’s refusal on its field', async () => {
    const fetch = open('banners', [banner, draftBanner], {
      [`POST ${imagesUrl}`]: ok(
        { imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/1a2b3c4d5e6f708192a3b4c5d6e7f809-cover.webp' },
        201,
      ),
      [`POST ${listUrl('banners')}`]: {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.title: A banner has this headline already'] },
      },
    });
    expect(screen.getByRole('tab', { name: 'Banners' }).getAttribute('aria-selected')).toBe('true');
    const published = await tableRow('Demo Day applications are open');
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).getByText('Everyone')).toBeTruthy();
    const draft = await tableRow('Office hours every Friday');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('5')).toBeTruthy();
    expect(within(draft).getByText('Startup, Mentor')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Headline' })).toBeTruthy();

    const dialog = await newItem('New Banner');
    expect(await within(dialog).findByRole('textbox', { name: 'Text' })).toBeTruthy();
    expect(noField(dialog, 'Person')).toBeNull();
    type(dialog, /^Headline/, 'Demo Day applications are open');
    type(dialog, 'Link', 'not a link');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A link starts with https:// or http://')).toBeTruthy();
    expect(sent(fetch, 'POST', listUrl('banners'))).toHaveLength(0);

    // An image by its bytes' type only: a PDF is refused here, an image is uploaded and previewed.
    chooseFile(dialog, new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(sent(fetch, 'POST', imagesUrl)).toHaveLength(0);
    chooseFile(dialog, new File(['png'], 'banner.png', { type: 'image/png' }));
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the image' });
    expect(preview.getAttribute('src')).toBe(
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/1a2b3c4d5e6f708192a3b4c5d6e7f809-cover.webp',
    );
    expect(sent(fetch, 'POST', imagesUrl)).toHaveLength(1);
    expect(field(dialog, 'Image')).toHaveProperty(
      'value',
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/1a2b3c4d5e6f708192a3b4c5d6e7f809-cover.webp',
    );

    type(dialog, 'Link', 'https://example.com/demo-day');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Published' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A banner has this headline already')).toBeTruthy();
    expect(field(dialog, /^Headline/).getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'POST', listUrl('banners'))).toEqual([
      {
        title: 'Demo Day applications are open',
        body: '',
        imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/1a2b3c4d5e6f708192a3b4c5d6e7f809-cover.webp',
        linkUrl: 'https://example.com/demo-day',
        author: null,
        sortOrder: 0,
        published: true,
        publishAt: null,
        audience: { scope: 'public' },
      },
    ]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('writes a testimonial with its quote, person and photo, for some account types', async () => {
    const fetch = open('testimonials', [], {
      [`POST ${listUrl('testimonials')}`]: ok(
        adminContentItemFixture({ id: 21, model: 'testimonials', title: 'Found our lead investor' }),
        201,
      ),
    });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    const dialog = await newItem('New Testimonial');
    expect(await within(dialog).findByRole('textbox', { name: 'Quote' })).toBeTruthy();
    expect(field(dialog, 'Photo')).toBeTruthy();
    expect(noField(dialog, 'Link')).toBeNull();
    type(dialog, /^Short title/, '  Found our lead investor ');
    type(dialog, 'Person', 'Asha Rao, CEO at Finlytics');
    type(dialog, 'Photo', 'https://cdn.example.com/asha.jpg');
    type(dialog, /^Order/, '3');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Some account types' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one account type')).toBeTruthy();
    expect(sent(fetch, 'POST', listUrl('testimonials'))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Signed-in members' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Found our lead investor” created.'));
    expect(screen.queryByRole('dialog', { name: 'New Testimonial' })).toBeNull();
    expect(sent(fetch, 'POST', listUrl('testimonials'))).toEqual([
      expect.objectContaining({
        title: 'Found our lead investor',
        author: 'Asha Rao, CEO at Finlytics',
        imageUrl: 'https://cdn.example.com/asha.jpg',
        linkUrl: null,
        sortOrder: 3,
        audience: { scope: 'members' },
      }),
    ]);
  });

  it('edits a question of the FAQ: its question and answer only', async () => {
    const question = adminContentItemFixture({
      id: 31,
      model: 'faq',
      title: 'Is there a fee?',
      body: '<p>No, joining is free.</p>',
      imageUrl: null,
      linkUrl: null,
      sortOrder: 2,
    });
    const fetch = open('faq', [question], {
      [`PATCH ${listUrl('faq')}/31`]: ok({ ...question, title: 'Is there a membership fee?' }),
    });
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(await tableRow('Is there a fee?')).getByRole('button', { name: 'Edit Is there a fee?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question' });
    const answer = await within(dialog).findByRole('textbox', { name: 'Answer' });
    expect(answer.textContent).toBe('No, joining is free.');
    for (const absent of ['Image', 'Link', 'Person']) expect(noField(dialog, absent)).toBeNull();
    expect(field(dialog, /^Question/)).toHaveProperty('value', 'Is there a fee?');
    type(dialog, /^Question/, 'Is there a membership fee?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Is there a membership fee?” saved.'));
    expect(sent(fetch, 'PATCH', `${listUrl('faq')}/31`)).toEqual([
      {
        title: 'Is there a membership fee?',
        body: '<p>No, joining is free.</p>',
        imageUrl: null,
        linkUrl: null,
        author: null,
        sortOrder: 2,
        published: true,
        publishAt: '2026-06-03T09:00:00.000Z',
        audience: { scope: 'public' },
      },
    ]);
  });

  it('deletes an ad once confirmed', async () => {
    const ad = adminContentItemFixture({ id: 41, model: 'ads', title: 'Cloud credits for startups' });
    const fetch = open('ads', [ad], {
      [`DELETE ${listUrl('ads')}/41`]: { status: 200, body: {} },
    });
    fireEvent.click(
      within(await tableRow('Cloud credits for startups')).getByRole('button', {
        name: 'Delete Cloud credits for startups',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cloud credits for startups”?' });
    expect(within(dialog).getByText(/This ad is removed/)).toBeTruthy();
    expect(sent(fetch, 'DELETE', `${listUrl('ads')}/41`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Cloud credits for startups” deleted.'));
    expect(sent(fetch, 'DELETE', `${listUrl('ads')}/41`)).toHaveLength(1);
  });

  it.each([
    ['banners', 'Headline', 'Banner'],
    ['testimonials', 'Short title', 'Testimonial'],
    ['faq', 'Question', 'Question'],
    ['ads', 'Headline', 'Ad'],
  ] as const)(
    '%s: puts the server’s refusal of an edit on its field, then deletes the item',
    async (model, titleLabel, one) => {
      const item = adminContentItemFixture({ id: 50, model, title: 'An item', imageUrl: null });
      const fetch = open(model, [item], {
        [`PATCH ${listUrl(model)}/50`]: {
          status: 400,
          body: { message: 'Invalid request', errors: ['body.title: This title is taken'] },
        },
        [`DELETE ${listUrl(model)}/50`]: { status: 200, body: {} },
      });
      fireEvent.click(within(await tableRow('An item')).getByRole('button', { name: 'Edit An item' }));
      const dialog = await screen.findByRole('dialog', { name: `Edit ${one}` });
      await within(dialog).findByRole('textbox', { name: modelFields[model].body });
      type(dialog, new RegExp(`^${titleLabel}`), 'A taken title');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This title is taken')).toBeTruthy();
      expect(field(dialog, new RegExp(`^${titleLabel}`)).getAttribute('aria-invalid')).toBe('true');
      expect(sent(fetch, 'PATCH', `${listUrl(model)}/50`)).toEqual([
        expect.objectContaining({ title: 'A taken title' }),
      ]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit ${one}` })).toBeNull());

      fireEvent.click(within(await tableRow('An item')).getByRole('button', { name: 'Delete An item' }));
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Delete “An item”?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“An item” deleted.'));
      expect(sent(fetch, 'DELETE', `${listUrl(model)}/50`)).toHaveLength(1);
    },
  );
});
