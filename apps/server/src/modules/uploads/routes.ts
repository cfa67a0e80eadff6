import {
  accountTypeLabels,
  ErrorBody,
  envelope,
  ImageUploadForm,
  profileRolePaths,
  profileRoles,
  UploadedImage,
} from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, signedIn } from '../../platform/auth/index.ts';
import { HttpError } from '../../platform/errors.ts';
import { assertMultipart, readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { uploadPolicy } from './policy.ts';
import type { ImageColumn } from './repo.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody };
const tags = ['uploads'];
const schema = (summary: string) => ({
  tags,
  summary,
  multipart: ImageUploadForm,
  response: { 200: envelope(UploadedImage), ...errors },
});
const field = 'file';

/** A form or nothing, count the upload, read the file within the tenant's limit, then store it. */
const storeUpload = async (app: FastifyInstance, req: FastifyRequest, auth: AuthContext, column: ImageColumn) => {
  assertMultipart(req, field);
  await service.countUpload(req.db, req.tenant.id, auth.user.id);
  const bytes = await readFile(req, { field, maxBytes: service.uploadLimitOf(req.tenant) });
  return service.replaceProfileImage(req.db, app.storage, req.log, {
    tenantId: req.tenant.id,
    profileId: auth.profile.id,
    column,
    bytes,
  });
};

/**
 * Profile images (spec: POST users/upload/avatar, POST {role}/upload/logo), sent as one file in the
 * form field `file` and checked to be an image by service.ts. The caller's current profile is the one
 * changed; a logo only from a profile of that role.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.post(
    '/users/upload/avatar',
    { schema: schema("Upload the picture of the caller's current profile; it shows the 100 px square") },
    async (req) => ({ data: await storeUpload(app, req, signedIn(req), 'avatar') }),
  );

  for (const role of profileRoles) {
    app.post(
      `/${profileRolePaths[role]}/upload/logo`,
      { schema: schema(`Upload the logo of the caller's ${accountTypeLabels[role]} profile`) },
      async (req) => {
        const auth = signedIn(req);
        if (!uploadPolicy.logo(auth.profile, role)) throw new HttpError(403, 'This is not your profile type', []);
        return { data: await storeUpload(app, req, auth, 'organizationLogo') };
      },
    );
  }
};
