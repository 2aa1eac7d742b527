import { pages } from './pages';

/**
 * Where to go after sign-in. Only a path inside this app is accepted, so a crafted link cannot send
 * the operator to another site (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeRedirect(target: string | null | undefined, fallback: string = pages.overview): string {
  if (target === null || target === undefined) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith(pages.login)) return fallback;
  return target;
}
