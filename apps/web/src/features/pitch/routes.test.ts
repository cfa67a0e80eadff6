// @vitest-environment jsdom
import { pitchKinds } from '@ventura/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featurePaths, signedInRoutes } from '../../app/signed-in-routes.tsx';
import { expectedTypeOf } from '../../core/guards.tsx';
import { kindOf, pitchPaths, recorderPath } from './paths.ts';

describe('pitch routes', () => {
  it('open each kind’s recorder in the startup’s edit area, above the profile’s own edit pages', () => {
    for (const kind of pitchKinds) {
      const matches = matchRoutes(signedInRoutes, recorderPath(kind)) ?? [];
      expect(matches.at(-1)?.route.path).toBe(pitchPaths.recorder);
      expect(matches.at(-1)?.params.kind).toBe(kind);
      expect(expectedTypeOf(matches.map((match) => ({ handle: match.route.handle })))).toEqual(['startup']);
    }
    // The profile's pages are still its own.
    expect(matchRoutes(signedInRoutes, '/startups/edit/startup-information')?.at(-1)?.route.path).toBe(
      '/startups/edit/*',
    );
  });

  it('read every pitch kind the server knows from an address, and nothing else', () => {
    for (const kind of pitchKinds) expect(kindOf(kind)).toBe(kind);
    expect(kindOf('pitch')).toBeNull();
    expect(kindOf(undefined)).toBeNull();
  });

  it('put the pitch deck home in the menu’s pages', () => {
    expect(featurePaths.has(pitchPaths.home)).toBe(true);
  });
});
