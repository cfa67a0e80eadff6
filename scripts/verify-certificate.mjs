// Checks a Ventura certificate PDF offline: the facts and signature in its metadata against the issuing
// tenant's published key (GET /api/v1/certificates/public-key on the tenant's host, saved as a .pem file,
// or the JSON answer itself). Needs nothing but Node and the repository's pdf-lib.
//   node scripts/verify-certificate.mjs certificate-K7QM-2X9D-PA4T.pdf key.pem
import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';

const [file, keyFile] = process.argv.slice(2);
if (!file || !keyFile) {
  console.error('Usage: node scripts/verify-certificate.mjs <certificate.pdf> <public-key.pem | public-key.json>');
  process.exit(2);
}
const keyText = fs.readFileSync(keyFile, 'utf8');
const pem = keyText.trim().startsWith('{')
  ? (JSON.parse(keyText).data?.publicKeyPem ?? JSON.parse(keyText).publicKeyPem)
  : keyText;
const pdf = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false });
const facts = pdf.getSubject() ?? '';
const signature = (pdf.getKeywords() ?? '').match(/signature:([\w-]+)/)?.[1];
if (!facts || !signature) {
  console.error('This PDF carries no certificate signature.');
  process.exit(1);
}
const holds = verify(null, Buffer.from(facts), createPublicKey(pem), Buffer.from(signature, 'base64url'));
const shown = JSON.parse(facts);
console.log(
  holds ? 'The signature holds: this certificate was issued by the key given.' : 'The signature does NOT hold.',
);
console.log(
  `  ${shown.title}: ${shown.recipient}, ${shown.reason} (${shown.tenant}, ${shown.issuedAt}, id ${shown.id})`,
);
console.log('Whether it was revoked since is only known online: open its verify page (the QR code).');
process.exit(holds ? 0 : 1);
