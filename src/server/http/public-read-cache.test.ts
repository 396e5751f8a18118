import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, strongEtag } from './public-read-cache';

const expected = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

describe('strong ETags of public reads', () => {
  it('give each body the hash of its bytes, kept or not, and a changed body a new tag', () => {
    const body = JSON.stringify({ data: { noon: ['12:00', '12:15'], evening: ['19:30'] } });
    expect(strongEtag(body)).toBe(expected(body));
    expect(strongEtag(body)).toBe(expected(body));
    // Same length, one character changed: built afresh, so a different string object too.
    const changed = body.replace('12:15', '12:30');
    expect(changed.length).toBe(body.length);
    expect(strongEtag(changed)).toBe(expected(changed));
    expect(strongEtag(changed)).not.toBe(strongEtag(body));
    const large = 'x'.repeat(300_000);
    expect(strongEtag(large)).toBe(expected(large));
    expect(strongEtag(Buffer.from(body))).toBe(expected(body));
  });

  it('stay right when many bodies push the oldest out', () => {
    const bodies = Array.from({ length: 3_000 }, (_, i) => `{"n":${i},"pad":"${'p'.repeat(1_000)}"}`);
    for (const body of bodies) strongEtag(body);
    for (const body of [bodies[0]!, bodies[1_500]!, bodies[2_999]!]) expect(strongEtag(body)).toBe(expected(body));
  });

  it('match If-None-Match lists, weak prefixes and *', () => {
    const tag = strongEtag('{"a":1}');
    expect(ifNoneMatchHits(`"other", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
