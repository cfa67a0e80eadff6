import type { DocumentKind } from '@ventura/shared';
import { newFileId } from '../storage/index.ts';
import { assertSafeKey } from '../storage/keys.ts';

/** Stored beside, never under, the keys the public files route serves: that route cannot reach them. */
export const documentKey = (tenantId: string, kind: DocumentKind) =>
  assertSafeKey(`${tenantId}/documents/${newFileId()}.${kind}`);
