import { SMTPServer } from 'smtp-server';

/* The deployment's SMTP server (SMTP_URL=smtp://127.0.0.1:<port>): keeps every email it receives, so a
   test reads a sign-in code the way a person reads their inbox. It may hold each message a while before
   accepting it, so that a drill finds the server processes in the middle of delivering mail. */

export type Mail = {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The Reply-To header, when the message has one. */
  replyTo: string | null;
  /** The plain-text body, decoded. */
  text: string;
  receivedAt: number;
};

export type Mailbox = {
  mails: Mail[];
  /** Emails to an address, oldest first. */
  to: (address: string) => Mail[];
  /** The code in the newest email to an address received at or after `since` (ms), waiting up to `timeoutMs`. */
  codeFor: (address: string, since: number, timeoutMs?: number) => Promise<string>;
  /** Messages received in full and not yet accepted (inside their hold): SMTP transactions under way. */
  holding: () => number;
  /** Messages whose sender went away during their hold: never accepted, so not kept. */
  dropped: () => number;
  close: () => Promise<void>;
};

export type MailboxOptions = {
  /**
   * How long to wait after a message's data before accepting it (250). A sender that disconnects
   * meanwhile never got its 250: the message was not delivered, and the mailbox does not keep it.
   */
  holdMs?: number;
};

/** Header lines unfolded into a map of lower-cased names (the last one of a name wins). */
const headersOf = (head: string) => {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

const splitHead = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return { head: raw.slice(0, at), body: raw.slice(at + gap) };
};

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding: string | undefined) => {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
};

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words in a header, as text. */
const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, word: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );

/**
 * The plain text of a message as nodemailer writes it: a text/plain body, or the first text/plain part
 * of a multipart one (an email with an .ics attached). Enough of MIME for the server's own emails.
 */
export const plainText = (raw: string): string => {
  const { head, body } = splitHead(raw);
  const headers = headersOf(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n').trimEnd();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A code as the server's code messages carry it: "Your Probe Hub sign-in code is 123456." */
export const codeIn = (text: string) => /\bcode is (\d{6})\b/.exec(text)?.[1];

export const startMailbox = async (port: number, options: MailboxOptions = {}): Promise<Mailbox> => {
  const holdMs = options.holdMs ?? 0;
  const mails: Mail[] = [];
  const closedSessions = new Set<string>();
  let holding = 0;
  let dropped = 0;
  /** Accepts (or, when its sender has gone, drops) a message after the hold. */
  const acceptAfterHold = (sessionId: string, keep: () => void, callback: () => void) => {
    if (holdMs <= 0) {
      keep();
      return callback();
    }
    holding++;
    setTimeout(() => {
      holding--;
      if (closedSessions.has(sessionId)) dropped++;
      else keep();
      callback();
    }, holdMs);
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback, no login: nodemailer sends plainly when STARTTLS is not offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = headersOf(splitHead(raw).head);
        const from = session.envelope.mailFrom;
        const keep = () =>
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: from ? from.address : '',
            subject: decodeWords(headers.get('subject') ?? ''),
            replyTo: headers.get('reply-to') ?? null,
            text: plainText(raw),
            receivedAt: Date.now(),
          });
        acceptAfterHold(session.id, keep, callback);
      });
    },
    onClose(session) {
      // Only a hold asks whether its sender is still there; without one, nothing need be remembered.
      if (holdMs > 0) closedSessions.add(session.id);
    },
  });
  server.on('error', (error) => console.error(`mailbox: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    mails,
    to,
    async codeFor(address, since, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const newest = to(address)
          .filter((mail) => mail.receivedAt >= since)
          .at(-1);
        const code = newest && codeIn(newest.text);
        if (code) return code;
        if (Date.now() > deadline) {
          const seen = to(address).map((mail) => `  ${mail.subject}: ${mail.text}`);
          throw new Error(`No email with a code reached ${address} within ${timeoutMs} ms.\n${seen.join('\n')}`);
        }
        await sleep(100);
      }
    },
    holding: () => holding,
    dropped: () => dropped,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
