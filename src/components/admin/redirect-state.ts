import type { ImportProblem } from '@/server/domain/redirects/import-redirects';

/** What the redirects' server actions answer: field problems, or what was done. */
export interface RedirectFormState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: 'saved' | 'deleted' | 'imported';
  imported?: number;
  problems?: ImportProblem[];
}

export const EMPTY_REDIRECT_STATE: RedirectFormState = { fields: {}, values: {} };

/** The admin area is in English: what each problem code means. */
export const REDIRECT_PROBLEMS: Record<string, string> = {
  pathInvalid:
    'Not a path of this site: start with one "/", no spaces, "..", "?" or "#" (a target may have a query).',
  targetExternal: 'Redirects stay on this site: an absolute URL to another host is refused.',
  statusInvalid: 'Choose 301 (moved for good) or 302 (for now).',
  matchInvalid: 'Choose exact or prefix.',
  redirectLoop: 'This would make a loop: the target leads back to the source.',
  redirectChain:
    'This would make a chain of two redirects: point the source straight at the final path.',
  fromTaken: 'This source path already has a redirect: edit that one instead.',
  tooManyLines: 'The file has more than 5,000 lines; split it.',
  noRedirects: 'The file has no redirect lines.',
  fileRequired: 'Choose a CSV file to import.',
  FORBIDDEN: 'Your role may not change redirects (ADMIN or ADMINM only).',
  NOT_FOUND: 'No such redirect (it may have been deleted).',
  secondFactorRequired: 'Set up your second factor first.',
};
