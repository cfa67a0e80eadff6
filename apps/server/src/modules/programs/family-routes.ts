import {
  envelope,
  listEnvelope,
  Program,
  ProgramApplication,
  ProgramCodeParams,
  type ProgramFamily,
  ProgramIdParams,
  ProgramListQuery,
  pageQuery,
  pageSizes,
  programFamilyInfo,
} from '@ventura/shared';
import { z } from 'zod';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { appliedList } from './applications.ts';
import { startApplication, submitApplication } from './apply.ts';
import { getProgram, listPrograms, videoTopics } from './browse.ts';
import { type App, ApplicationEnvelope, Empty, errors, ProgramEnvelope, tags } from './route-schemas.ts';

/** Each family and the path its calls live under. */
const familyPaths = Object.entries(programFamilyInfo) as [ProgramFamily, { apiPath: string }][];
const Paging = z.object(pageQuery(pageSizes.list));
const VideoTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  seconds: z.number().int(),
});

/**
 * Programs, calls for applications and video startup programs share their calls, each family under its
 * own path: the published list and one program for anyone, starting and sending an application for members.
 */
export const registerFamilyRoutes = (app: App) => {
  for (const [family, info] of familyPaths) {
    const base = `/${info.apiPath}`;
    const ftags = [...tags, info.apiPath];

    app.get(
      `${base}/list`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: `Published ${family} programs (external ones only with includeExternal=true)`,
          querystring: ProgramListQuery,
          response: { 200: listEnvelope(Program), ...errors },
        },
      },
      async (req) => ({ data: await listPrograms(contextOf(app, req), family, req.query) }),
    );

    app.get(
      `${base}/applied/list`,
      {
        schema: {
          tags: ftags,
          summary: "The caller's applications in this family, last changed first",
          querystring: Paging,
          response: { 200: listEnvelope(ProgramApplication), ...errors },
        },
      },
      async (req) => ({ data: await appliedList(memberOf(app, req), family, req.query) }),
    );

    app.get(
      `${base}/code/:code`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: 'One program by its code',
          params: ProgramCodeParams,
          response: { 200: ProgramEnvelope, ...errors },
        },
      },
      async (req) => ({ data: await getProgram(contextOf(app, req), family, { code: req.params.code }) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: 'One program',
          params: ProgramIdParams,
          response: { 200: ProgramEnvelope, ...errors },
        },
      },
      async (req) => ({ data: await getProgram(contextOf(app, req), family, { uuid: req.params.id }) }),
    );

    app.get(
      `${base}/:id/video-topics`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: 'The topics a program asks pitch videos on (order_by=id)',
          params: ProgramIdParams,
          querystring: z.object({ order_by: z.enum(['id']).default('id') }),
          response: { 200: envelope(z.array(VideoTopic)), ...errors },
        },
      },
      async (req) => ({ data: await videoTopics(contextOf(app, req), family, req.params.id) }),
    );

    app.post(
      `${base}/:id/apply`,
      {
        schema: {
          tags: ftags,
          summary: "Start the caller's application (a draft); 409 'You have already applied to this program'",
          params: ProgramIdParams,
          body: Empty,
          response: { 201: ApplicationEnvelope, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ data: await startApplication(memberOf(app, req), family, req.params.id) }),
    );

    app.post(
      `${base}/:id/submit`,
      {
        schema: {
          tags: ftags,
          summary: "Send the caller's draft for review as it stands",
          params: ProgramIdParams,
          body: Empty,
          response: { 200: ApplicationEnvelope, ...errors },
        },
      },
      async (req) => ({ data: await submitApplication(memberOf(app, req), family, req.params.id) }),
    );
  }
};
