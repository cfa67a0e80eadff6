import type { ChatMessage, MessagePage } from '@ventura/shared';
import dayjs from 'dayjs';

/*
 * A conversation's history as the thread shows it. The server pages it newest page first (each page
 * oldest first inside); messages also arrive over the socket and in the answer to a send, so the same
 * message can come twice: every helper here merges by uuid.
 */

/** The infinite query's data: pages from the newest to the oldest. */
export type MessagePages = { pages: MessagePage[]; pageParams: unknown[] };

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt ? a.uuid.localeCompare(b.uuid) : a.createdAt < b.createdAt ? -1 : 1;

/** One copy of a message: a deleted copy wins over one that is not (a deletion is never undone). */
const newer = (known: ChatMessage, other: ChatMessage) => (known.deletedAt === null && other.deletedAt ? other : known);

/** The messages of every page, oldest first, each once. */
export const messagesOf = (pages: readonly MessagePage[]): ChatMessage[] => {
  const byUuid = new Map<string, ChatMessage>();
  for (const page of pages) {
    for (const message of page.items) {
      const known = byUuid.get(message.uuid);
      byUuid.set(message.uuid, known ? newer(known, message) : message);
    }
  }
  return [...byUuid.values()].sort(byTime);
};

/**
 * The pages with a message that arrived (socket, or the answer to a send): in place when a page already
 * holds it, else at the end of the newest page. Unchanged data is returned as it was.
 */
export const withMessage = <T extends MessagePages>(data: T | undefined, message: ChatMessage): T | undefined => {
  if (!data) return data;
  const holder = data.pages.findIndex((page) => page.items.some((item) => item.uuid === message.uuid));
  if (holder >= 0) {
    const pages = data.pages.map((page, index) =>
      index === holder
        ? { ...page, items: page.items.map((item) => (item.uuid === message.uuid ? newer(item, message) : item)) }
        : page,
    );
    return { ...data, pages };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return { ...data, pages: [{ items: [message], nextCursor: null }] };
  return { ...data, pages: [{ ...newest, items: [...newest.items, message].sort(byTime) }, ...older] };
};

/** A message as it reads once deleted: no text, no file; replies to it say the same of their quote. */
export const deleteMessage = (message: ChatMessage, messageUuid: string, at: string): ChatMessage => {
  if (message.uuid === messageUuid) {
    return message.deletedAt ? message : { ...message, text: '', attachment: null, deletedAt: at };
  }
  if (message.replyTo?.uuid === messageUuid && !message.replyTo.deleted) {
    return { ...message, replyTo: { ...message.replyTo, excerpt: '', deleted: true } };
  }
  return message;
};

/** The pages after a message was deleted (by its sender, here or elsewhere). */
export const withDeletion = <T extends MessagePages>(data: T | undefined, messageUuid: string, at: string) => {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => deleteMessage(item, messageUuid, at)),
    })),
  };
};

/** 'Today', 'Yesterday', a weekday in the last week, else the date (with the year when it is not this one). */
export const dayLabel = (iso: string, now: dayjs.ConfigType = undefined) => {
  const at = dayjs(iso);
  const today = dayjs(now).startOf('day');
  const days = today.diff(at.startOf('day'), 'day');
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return at.format('dddd');
  return at.isSame(today, 'year') ? at.format('dddd, D MMMM') : at.format('D MMMM YYYY');
};

/** Messages of one sender within this long of each other form one group (one name, one avatar). */
const groupGapMs = 5 * 60 * 1000;

type MessageRow = {
  kind: 'message';
  key: string;
  message: ChatMessage;
  mine: boolean;
  startsGroup: boolean;
  endsGroup: boolean;
};
export type ThreadRow = { kind: 'day'; key: string; label: string } | MessageRow;

/**
 * The thread's rows: a separator at each new day, then the messages, each marked as starting or ending a
 * group of one sender's messages (a new day or a pause of five minutes starts a new group).
 */
export const threadRows = (messages: readonly ChatMessage[], myProfileUuid: string | null, now?: dayjs.ConfigType) => {
  const rows: ThreadRow[] = [];
  let previous: MessageRow | null = null;
  let day = '';
  for (const message of messages) {
    const at = dayjs(message.createdAt);
    const thisDay = at.format('YYYY-MM-DD');
    const newDay = thisDay !== day;
    if (newDay) {
      rows.push({ kind: 'day', key: `day-${thisDay}`, label: dayLabel(message.createdAt, now) });
      day = thisDay;
    }
    const startsGroup: boolean =
      newDay ||
      previous === null ||
      previous.message.senderUUID !== message.senderUUID ||
      at.valueOf() - dayjs(previous.message.createdAt).valueOf() > groupGapMs;
    if (startsGroup && previous) previous.endsGroup = true;
    const row: MessageRow = {
      kind: 'message',
      key: message.uuid,
      message,
      mine: message.senderUUID === myProfileUuid,
      startsGroup,
      endsGroup: false,
    };
    rows.push(row);
    previous = row;
  }
  if (previous) previous.endsGroup = true;
  return rows;
};

/** The caller's last message when the other member has read it (for 'Seen'), else null. */
export const seenMessageUuid = (
  messages: readonly ChatMessage[],
  myProfileUuid: string | null,
  peerReadAt: string | null,
) => {
  if (!peerReadAt) return null;
  const mine = messages.findLast((message) => message.senderUUID === myProfileUuid && !message.deletedAt);
  if (!mine) return null;
  return dayjs(peerReadAt).valueOf() >= dayjs(mine.createdAt).valueOf() ? mine.uuid : null;
};

/** The newest message someone else sent: what reading the conversation reads up to. */
export const newestFromOthers = (messages: readonly ChatMessage[], myProfileUuid: string | null) =>
  messages.findLast((message) => message.senderUUID !== myProfileUuid) ?? null;
