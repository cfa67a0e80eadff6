/** SQLSTATE classes and codes that mean "the database is not there right now", not "your query is wrong". */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '58000', '58030']);
const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /is not currently accepting connections/i,
  /does not allow connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

const errorCode = (error: object) => ('code' in error && typeof error.code === 'string' ? error.code : '');

/**
 * True when an error (or any error in its cause chain: Drizzle wraps the driver's) says the database
 * could not be reached or dropped the connection: an outage to ride through, answered with 503.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = errorCode(current);
    if (code.startsWith('08') || unavailableStates.has(code) || unavailableSystemCodes.has(code)) return true;
    if (unavailableMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    current = current.cause;
  }
  return false;
};

export const databaseUnavailableMessage =
  'The service is briefly unavailable: its database does not answer. Try again in a moment.';
