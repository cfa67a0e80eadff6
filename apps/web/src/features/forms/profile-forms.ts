import { queryOptions } from '@tanstack/react-query';
import type { AccountType } from '@ventura/shared';
import { lazy } from 'react';
import { profileFormPath } from '../../core/profile-form-path.ts';
import { memberFormsQuery } from './api.ts';

/*
 * What the forms feature offers the profile edit pages (product.md 2: /startups/edit/custom-forms/{id}/{slug}):
 * the custom forms of an account type as nav entries, and the panel that fills one in, loaded when opened.
 */

/** A custom form as an entry of the edit pages' nav. */
export type ProfileFormEntry = { id: number; title: string; page: string };

/** The published forms shown in the edit pages of `type` (attachToProfile), as nav entries under `editBase`. */
export const profileFormsQuery = (type: AccountType, editBase: string) =>
  queryOptions({
    ...memberFormsQuery(type),
    select: (forms): ProfileFormEntry[] =>
      forms
        .filter((form) => form.attachToProfile)
        .map((form) => ({ id: form.id, title: form.title, page: profileFormPath(editBase, form) })),
  });

export const ProfileFormPanel = lazy(async () => ({
  default: (await import('./components/profile-form-panel.tsx')).ProfileFormPanel,
}));
