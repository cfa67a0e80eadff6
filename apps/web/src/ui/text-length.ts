/**
 * How long a text is as it will be sent (line breaks as one character, trimmed), and whether it is near
 * (past nine tenths) or over the limit.
 */
export const lengthState = (text: string, limit: number) => {
  const length = text.replace(/\r\n?/g, '\n').trim().length;
  return { length, over: length > limit, near: length > limit * 0.9 };
};
