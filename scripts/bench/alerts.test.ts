import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm run bench:alerts` at a tiny scale, so the benchmark cannot rot: it seeds every part,
// times both matchings, sends the digest over SMTP with a crash and a resume, and every reader
// gets exactly one message.
describe('bench:alerts', () => {
  it('runs small: matching figures, and a digest that survives a crash with no copy sent twice', () => {
    const result = spawnSync(
      'npm',
      [
        'run',
        'bench:alerts',
        '--',
        ...['--listings', '1500', '--kennels', '150', '--saved-searches', '300'],
        ...['--requests', '150', '--digest-users', '200', '--crash-after', '80', '--runs', '20'],
      ],
      // About 40 s on an idle two-core machine; minutes when it is shared.
      { encoding: 'utf8', timeout: 570_000 },
    );
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const out = result.stdout;
    // One job matches both kinds; the breeders have puppy-match, so requests are told at once.
    expect(out).toMatch(/searches and requests\s+p50 [\d.]+ ms, p95 [\d.]+ ms/);
    expect(out).toMatch(/their e-mails \(own jobs\)\s+p50 [\d.]+ ms/);
    expect(out).toMatch(
      /per listing: [\d.]+ instant e-mails queued, .* [\d.]+ request buyers told/,
    );
    expect(out).toMatch(/digest sweep's first step: [\d,]+ entries from 20 listings in \d+ ms/);
    expect(out).toContain('crashing after 80 digests sent');
    expect(out).toMatch(/(19[7-9]|200) of 200 readers got one in [\d.]+ s/);
    // A crash may lose the few digests in flight (marked sent first), never send one twice.
    expect(out).toMatch(/0 addresses got two or more, [0-3] got none.*, 0 still due/);
  }, 600_000);
});
