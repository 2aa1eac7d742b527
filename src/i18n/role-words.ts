import type { Role } from '@/api/roles';
import type { PlainMessageKey } from './catalog';

/** A role's name (common words). */
export const roleKeys = {
  viewer: 'role.viewer',
  operator: 'role.operator',
  admin: 'role.admin',
} as const satisfies Readonly<Record<Role, PlainMessageKey>>;
