/**
 * A local store's problem (lib/local-store.ts) as a sentence in the operator's language: what moving a
 * browser in tells of the old data it could not read.
 */
import type { Translate } from '@/i18n/i18n-provider';
import type { StoreProblem } from '@/lib/local-store';

/** "1 saved runtime and 2 saved robots could not be read and were set aside; the others are kept." */
export function storeProblemWords(problem: StoreProblem, t: Translate): string {
  switch (problem.kind) {
    case 'not-saved':
      return t('stored.notSaved');
    case 'unreadable':
      return t('stored.unreadable', { what: t(problem.what) });
    case 'set-aside': {
      const parts = problem.lists.map(({ noun, count }) => t(noun, { count }));
      const last = parts.pop() ?? '';
      const what = parts.length === 0 ? last : t('stored.and', { first: parts.join(', '), last });
      const count = problem.lists.reduce((sum, list) => sum + list.count, 0);
      return problem.othersKept
        ? t('stored.setAsideOthersKept', { what, count })
        : t('stored.setAside', { what, count });
    }
  }
}
