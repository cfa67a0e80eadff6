// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attachmentName } from '../../api/download.ts';
import { auditNote, detailParts } from './audit.ts';
import { exportUrl } from './audit-export.ts';

describe('audit entries', () => {
  it('finds the words that came with an action', () => {
    expect(auditNote({ reason: 'Support ticket 42' })).toBe('Support ticket 42');
    expect(auditNote({ note: 'Please look again' })).toBe('Please look again');
    expect(auditNote({ before: {}, after: { approvalStatus: 'rejected', approvalMessage: 'Add founders' } })).toBe(
      'Add founders',
    );
    expect(auditNote({ before: { status: 'active' }, after: { status: 'suspended' }, reason: ' ' })).toBeNull();
  });

  it('splits a detail into before, after and the rest', () => {
    expect(detailParts({ before: { a: 1 }, after: { a: 2 }, reason: 'why' })).toEqual({
      before: { a: 1 },
      after: { a: 2 },
      rest: { reason: 'why' },
    });
    expect(detailParts({ after: 1 }).rest).toBeUndefined();
  });

  it('exports with the list’s filters but not its paging, and names the file as the server does', () => {
    expect(exportUrl({ action: 'profile.', actor: undefined, pageNumber: 3, limit: 25, from: '2026-01-01' })).toBe(
      '/api/v1/admin/audit/export?action=profile.&from=2026-01-01',
    );
    expect(exportUrl({ pageNumber: 1, limit: 25 })).toBe('/api/v1/admin/audit/export');
    expect(attachmentName('attachment; filename="audit-ventura-2026-11-23.csv"', 'audit.csv')).toBe(
      'audit-ventura-2026-11-23.csv',
    );
    expect(attachmentName(null, 'audit.csv')).toBe('audit.csv');
  });
});
