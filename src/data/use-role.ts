/**
 * What the signed-in person may do in the console (roles.ts). The server decides on every call; the
 * pages read this only to offer what the role allows, comparing it with the role the route tables
 * (routes.ts, endpoints.ts) give each action, never with lists of their own.
 */
import { useQuery } from '@tanstack/react-query';
import { allows, type Role } from '@/api/roles';
import { sessionQuery } from './session';

/** The role the server gave with the session; the least one while no session is known. */
export function useRole(): Role {
  const role = useQuery({ ...sessionQuery, select: (session) => session?.role }).data;
  return role ?? 'viewer';
}

/** Whether the signed-in person may do what needs `needed`, e.g. `workspaceRouteTable.track.role`. */
export function useAllowed(needed: Role): boolean {
  return allows(useRole(), needed);
}

/** Whether `role` may change nothing at all: a viewer's, who reads the team's work only (roles.ts). */
export const readOnly = (role: Role): boolean => !allows(role, 'operator');
