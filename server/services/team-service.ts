/**
 * The team's roles as the server applies them (docs/roles.md): who someone is when they sign in, the
 * ADMINS at every start, and an admin's changes, each in the activity log. A change goes through the
 * session store, so that a store keeping sessions in memory reads every one afresh: it counts at once.
 * So does an admin's ending of someone's every session.
 */
import { personKey, type Role } from '../../src/api/roles';
import type { ServerConfig } from '../config';
import type { TeamMember } from '../../src/api/workspace/team';
import type { ActivityRepository } from '../storage/activity-repository';
import type { SessionStore } from '../storage/session-store';
import type { RoleChangeOutcome, TeamRepository } from '../storage/team-repository';

export interface TeamSettings {
  /** ADMINS: people (compared without case) who are admins at every start. */
  readonly admins: readonly string[];
  /** DEFAULT_ROLE: the role of someone signing in for the first time. */
  readonly defaultRole: Role;
}

/** The team's settings from the server's. */
export const teamSettings = (config: Pick<ServerConfig, 'ADMINS' | 'DEFAULT_ROLE'>): TeamSettings => ({
  admins: config.ADMINS,
  defaultRole: config.DEFAULT_ROLE,
});

export interface TeamService {
  /** Records a sign-in; the person's role. */
  signedIn(username: string): Promise<Role>;
  /** At a start: everyone signed in joins the team, the ADMINS become admins; how many admins there are. */
  prepare(): Promise<{ readonly admins: number }>;
  list(): Promise<TeamMember[]>;
  changeRole(username: string, role: Role, by: string): Promise<RoleChangeOutcome>;
  /** An admin (`by`) ends every session of someone, at once on every instance; how many were live. */
  endSessions(username: string, by: string): Promise<SessionsEndOutcome>;
}

export type SessionsEndOutcome =
  | { readonly kind: 'ended'; readonly member: TeamMember; readonly ended: number }
  | { readonly kind: 'unknown' };

export function teamService(deps: {
  readonly team: TeamRepository;
  /** The store role changes go through (`changingRoles`). */
  readonly sessions: SessionStore;
  readonly activity: ActivityRepository;
  readonly settings: TeamSettings;
  readonly now: () => number;
}): TeamService {
  const { team, sessions, activity, settings, now } = deps;
  const firstRole = (username: string): Role =>
    settings.admins.includes(personKey(username)) ? 'admin' : settings.defaultRole;

  return {
    signedIn: (username) => team.signedIn(username, firstRole(username), now()),
    async prepare() {
      const at = now();
      const made = await sessions.changingRoles(async () => {
        await team.adoptSignedIn(settings.defaultRole);
        return team.makeAdmins(settings.admins, at);
      });
      await activity.record(
        ...made.map(({ username, from }) => ({
          actor: 'ADMINS',
          action: 'role-change' as const,
          target: username,
          at,
          details: { from, to: 'admin' },
        })),
      );
      return { admins: await team.admins() };
    },
    list: () => team.list(),
    async changeRole(username, role, by) {
      const at = now();
      const outcome = await sessions.changingRoles(() => team.changeRole(username, role, by, at));
      if (outcome.kind === 'changed') {
        await activity.record({
          actor: by,
          action: 'role-change',
          target: outcome.member.username,
          at,
          details: { from: outcome.from, to: role },
        });
      }
      return outcome;
    },
    async endSessions(username, by) {
      const member = await team.find(username);
      if (member === undefined) return { kind: 'unknown' };
      const ended = await sessions.deleteByUser(member.username);
      // Logged even when none was live: the admin meant it, and the log says what it found.
      await activity.record({
        actor: by,
        action: 'sessions-end',
        target: member.username,
        at: now(),
        details: { sessions: ended },
      });
      return { kind: 'ended', member, ended };
    },
  };
}
