/** Reading an audit entry's detail: the words someone wrote with it, and what changed. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The words that came with an action, if any: the reason an operator gave, a member's note with an
 * approval request, or the message a decision was sent with.
 */
export const auditNote = (detail: Record<string, unknown>) => {
  const after = isRecord(detail.after) ? detail.after : {};
  return text(detail.reason) ?? text(detail.note) ?? text(after.approvalMessage) ?? text(after.message);
};

/** An entry's detail split for display: before, after, and whatever else it holds. */
export const detailParts = (detail: Record<string, unknown>) => {
  const { before, after, ...rest } = detail;
  return { before, after, rest: Object.keys(rest).length > 0 ? rest : undefined };
};

/** A value of the detail as indented JSON, for a code block. */
export const asJson = (value: unknown) => JSON.stringify(value, null, 2);
