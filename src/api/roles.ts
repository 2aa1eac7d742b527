/**
 * The team's roles (docs/roles.md): what each may do, the one rule both sides read. The server enforces
 * it on every route (each row of the route tables names its minimum role: routes.ts, endpoints.ts); the
 * browser only words it, offering nothing a role cannot do.
 */
import { z } from './zod';

/** From least to most: each role may do everything the ones before it may. */
export const roles = ['viewer', 'operator', 'admin'] as const;
export const roleSchema = z.enum(roles, { error: 'role must be viewer, operator or admin' });
export type Role = z.infer<typeof roleSchema>;

/** Whether someone with `role` may do what needs `needed`. */
export const allows = (role: Role, needed: Role): boolean => roles.indexOf(role) >= roles.indexOf(needed);

/** A person is known by the username they sign in with, an e-mail compared without case. */
export const personKey = (username: string): string => username.trim().toLowerCase();
