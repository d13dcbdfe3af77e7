import { randomUUID } from 'node:crypto';
import { redirects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { chainProblem, type RedirectRule } from '@/redirects/redirect-rules';
import { REDIRECT_KEEPERS, announceRedirects, lockedRules, parseRedirect } from './redirect-input';

export interface ImportProblem {
  line: number;
  field: string;
  code: string;
}

const MAX_LINES = 5000;

/** One CSV line's fields (commas or semicolons; double quotes around a field allowed). */
function fields(line: string): string[] {
  const out: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,;]*))\s*(?:[,;]|$)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < line.length && (match = pattern.exec(line))) {
    out.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? '').trim());
    if (match[0] === '') break;
  }
  return out;
}

/**
 * Imports redirects from CSV text, one per line: `from,to[,status[,match]]` (301 and exact by
 * default; a first line naming the columns is skipped). All or nothing: any bad line (its
 * number, field and problem are answered) and nothing is saved.
 */
export async function importRedirects(
  ctx: RequestContext,
  input: { csv: string },
): Promise<{ ok: true; imported: number } | { ok: false; problems: ImportProblem[] }> {
  const admin = requireRole(ctx, REDIRECT_KEEPERS, 'import redirects');
  const lines = input.csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.length > MAX_LINES) {
    return { ok: false, problems: [{ line: MAX_LINES + 1, field: 'file', code: 'tooManyLines' }] };
  }
  const result = await ctx.db.transaction(async (tx) => {
    const rules = await lockedRules(tx);
    const problems: ImportProblem[] = [];
    const added: RedirectRule[] = [];
    lines.forEach((text, index) => {
      const line = index + 1;
      if (!text.trim() || (index === 0 && /^\s*"?from/i.test(text))) return;
      const [fromPath = '', toPath = '', status = '301', match = 'exact'] = fields(text);
      const parsed = parseRedirect(
        { fromPath, toPath, statusCode: status || '301', match: match || 'exact' },
        randomUUID(),
      );
      if ('field' in parsed) {
        problems.push({ line, field: parsed.field, code: parsed.code });
        return;
      }
      const problem = chainProblem([...rules, ...added], parsed.rule);
      if (problem) {
        problems.push({
          line,
          field: problem === 'fromTaken' ? 'fromPath' : 'toPath',
          code: problem,
        });
        return;
      }
      added.push(parsed.rule);
    });
    if (problems.length > 0) return { ok: false as const, problems };
    if (added.length === 0) {
      return { ok: false as const, problems: [{ line: 1, field: 'file', code: 'noRedirects' }] };
    }
    const now = ctx.now();
    await tx
      .insert(redirects)
      .values(added.map((rule) => ({ ...rule, createdAt: now, updatedAt: now })));
    for (const rule of added) {
      await recordAdminAction(
        tx,
        admin,
        { action: 'redirect.import', targetType: 'redirect', targetId: rule.id, after: rule },
        now,
      );
    }
    return { ok: true as const, imported: added.length };
  });
  if (result.ok) await announceRedirects(ctx);
  return result;
}
