/** A small PDF with some words in it, as the server's check of a file's first bytes takes it. */
export const smallPdf = (words: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${words}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
