// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  emptyStartup,
  startupBody,
  startupErrors,
  startupFieldOf,
  submissionBody,
  submissionErrors,
} from './startup-form.ts';

const filled = {
  startupName: '  SolarKart ',
  founderName: 'Neha Joshi',
  email: ' neha@solarkart.test ',
  website: '',
  message: '   ',
};

describe('startup bodies', () => {
  it('trim the fields and leave out a blank website and message', () => {
    expect(startupBody(filled)).toEqual({
      startupName: 'SolarKart',
      founderName: 'Neha Joshi',
      email: 'neha@solarkart.test',
    });
    expect(startupBody({ ...filled, website: 'solarkart.test', message: 'Welcome!' })).toMatchObject({
      website: 'solarkart.test',
      message: 'Welcome!',
    });
  });

  it("always send a founder's message, which the submission asks for", () => {
    expect(submissionBody(filled).message).toBe('');
  });
});

describe('startup form errors', () => {
  it('come from the shared schema, on the fields of the form', () => {
    expect(startupErrors(filled)).toEqual({});
    expect(startupErrors(emptyStartup)).toEqual({
      startupName: 'Enter the startup name',
      founderName: "Enter the founder's name",
      email: 'Enter a valid email address',
    });
    expect(startupErrors({ ...filled, website: 'not a site' })).toEqual({
      website: 'Enter a valid website, such as https://example.com',
    });
  });

  it('ask a founder who submits to say what the startup does', () => {
    expect(submissionErrors(filled)).toEqual({
      message: 'Tell the partner in a sentence or two what your startup does',
    });
    expect(submissionErrors({ ...filled, message: 'We build solar cold storage for farmers.' })).toEqual({});
  });

  it("place the server's paths on the same fields", () => {
    expect(startupFieldOf('email')).toBe('email');
    expect(startupFieldOf('website')).toBe('website');
    expect(startupFieldOf('row')).toBeUndefined();
  });
});
