import { describe, expect, it } from 'vitest';
import { withClip, withCompile, withScript } from './cache.ts';
import { clip, compileOf, pitchFiles, readyClip } from './pitch-fixture.ts';
import {
  compileReadiness,
  compileStateText,
  kindViewOf,
  lengthText,
  progressText,
  somethingRunning,
  topicStateOf,
} from './status.ts';

describe('kindViewOf', () => {
  it('lists the kind’s topics in the server’s order, each with its clip and state', () => {
    const view = kindViewOf(pitchFiles(), 'fundraising-pitch');
    expect(view?.topics.map((entry) => [entry.topic.title, entry.state])).toEqual([
      ['Problem', 'ready'],
      ['Solution', 'processing'],
      ['The ask', 'failed'],
    ]);
    expect(view?.category.id).toBe(1);
  });

  it('gives a topic without a clip in the answer an empty one, not recorded', () => {
    const view = kindViewOf(pitchFiles({ 'fundraising-pitch': { clips: [readyClip(11)] } }), 'fundraising-pitch');
    expect(view?.topics.map((entry) => entry.state)).toEqual(['ready', 'not-recorded', 'not-recorded']);
    expect(view?.topics[1]?.clip.script).toBe('');
  });

  it('counts ready and processing clips as recorded, not failed ones', () => {
    const view = kindViewOf(pitchFiles(), 'fundraising-pitch');
    expect(view ? progressText(view) : null).toBe('Recorded 2 of 3 topics');
    const hiring = kindViewOf(pitchFiles(), 'hiring-pitch');
    expect(hiring ? progressText(hiring) : null).toBe('Recorded 0 of 1 topic');
  });

  it('is null for a kind the tenant has no category of', () => {
    const answer = pitchFiles();
    expect(kindViewOf({ ...answer, categoryTopics: answer.categoryTopics.slice(1) }, 'fundraising-pitch')).toBeNull();
  });
});

describe('topicStateOf', () => {
  it('reads a clip without status as not recorded', () => {
    expect(topicStateOf(clip(1))).toBe('not-recorded');
    expect(topicStateOf(undefined)).toBe('not-recorded');
    expect(topicStateOf(clip(1, { status: 'failed' }))).toBe('failed');
  });
});

describe('compileReadiness', () => {
  const view = (clips = [readyClip(11), clip(12, { status: 'processing' }), readyClip(13)]) => {
    const found = kindViewOf(pitchFiles({ 'fundraising-pitch': { clips } }), 'fundraising-pitch');
    if (!found) throw new Error('no view');
    return found;
  };

  it('is enabled once every topic has a ready or processing clip', () => {
    expect(compileReadiness(view()).enabled).toBe(true);
  });

  it('names the topics still to record, a failed one among them', () => {
    const readiness = compileReadiness(view([readyClip(11), clip(12), clip(13, { status: 'failed' })]));
    expect(readiness).toEqual({
      enabled: false,
      reason: 'Record every topic first. Still to record: Solution, The ask.',
    });
  });

  it('waits while a compile of the kind is queued or compiling', () => {
    for (const status of ['queued', 'compiling'] as const) {
      const running = { ...view(), compile: compileOf('fundraising-pitch', { status }) };
      expect(compileReadiness(running)).toEqual({ enabled: false, reason: 'A compile of this pitch is under way.' });
    }
    const failed = { ...view(), compile: compileOf('fundraising-pitch', { status: 'failed' }) };
    expect(compileReadiness(failed).enabled).toBe(true);
  });
});

describe('compileStateText', () => {
  it('says each state, a failure with its reason', () => {
    expect(compileStateText(compileOf('sales-pitch'))).toBe('Not compiled yet');
    expect(compileStateText(compileOf('sales-pitch', { status: 'queued' }))).toMatch(/^Queued/);
    expect(compileStateText(compileOf('sales-pitch', { status: 'compiling' }))).toBe('Compiling your pitch…');
    expect(compileStateText(compileOf('sales-pitch', { status: 'failed', failure: 'A clip is missing' }))).toBe(
      'The compile failed: A clip is missing',
    );
  });
});

describe('lengthText and somethingRunning', () => {
  it('gives the suggested length and the longest a clip may run', () => {
    expect(lengthText({ seconds: 60 })).toBe('Suggested 1:00, at most 1:30');
    expect(lengthText({ seconds: 45 })).toBe('Suggested 0:45, at most 1:08');
  });

  it('notices a clip processing or a compile running', () => {
    expect(somethingRunning(pitchFiles())).toBe(true);
    expect(somethingRunning(pitchFiles({ 'fundraising-pitch': { clips: [readyClip(11)] } }))).toBe(false);
    expect(
      somethingRunning(
        pitchFiles({
          'fundraising-pitch': { clips: [readyClip(11)] },
          'hiring-pitch': { compile: { status: 'queued' } },
        }),
      ),
    ).toBe(true);
  });
});

describe('the cache', () => {
  it('puts a clip, a script and a compile in place, leaving the rest', () => {
    const answer = pitchFiles();
    const uploaded = withClip(answer, 'fundraising-pitch', clip(13, { status: 'processing' }));
    expect(uploaded.formattedResults['fundraising-pitch'].clips.map((item) => item.status)).toEqual([
      'ready',
      'processing',
      'processing',
    ]);
    expect(uploaded.formattedResults['sales-pitch']).toBe(answer.formattedResults['sales-pitch']);

    const scripted = withScript(answer, 'fundraising-pitch', 11, 'New words');
    expect(scripted.formattedResults['fundraising-pitch'].clips[0]).toMatchObject({
      script: 'New words',
      status: 'ready',
    });

    const queued = withCompile(answer, compileOf('hiring-pitch', { status: 'queued' }));
    expect(queued.formattedResults['hiring-pitch'].compile.status).toBe('queued');
    expect(queued.formattedResults['hiring-pitch'].clips).toEqual(answer.formattedResults['hiring-pitch'].clips);
  });
});
