/**
 * The team (docs/roles.md): everyone who has signed in, keyed by their name compared without case, and
 * their role. A sign-in records the person (their first sign-in gives them the role the server sets);
 * an admin changes a role; the last admin cannot be made anything else.
 */
import { sql, type Selectable } from 'kysely';
import type { Role } from '../../src/api/roles';
import type { TeamMember } from '../../src/api/workspace/team';
import type { Db } from './database';
import type { TeamMembersTable } from './schema';

export type RoleChangeOutcome =
  | { readonly kind: 'changed'; readonly member: TeamMember; readonly from: Role }
  | { readonly kind: 'unchanged'; readonly member: TeamMember }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'last-admin' };

/** An arbitrary constant naming the role changes' lock among PostgreSQL's advisory locks. */
const roleChangeLockKey = 482_731_911;

/**
 * A person's key, made by the database as the sessions' join makes it (`lower(username)`,
 * session-store.ts): one lowering for both, whatever the letters.
 */
export const personOf = (username: string) => sql<string>`lower(${username.trim()})`;

function member(row: Selectable<TeamMembersTable>): TeamMember {
  return {
    username: row.username,
    role: row.role,
    firstSignInAt: row.first_sign_in_at.getTime(),
    lastSignInAt: row.last_sign_in_at.getTime(),
    ...(row.role_changed_by === null || row.role_changed_at === null
      ? {}
      : { roleChangedBy: row.role_changed_by, roleChangedAt: row.role_changed_at.getTime() }),
  };
}

export function teamRepository(db: Db) {
  return {
    /**
     * Records a sign-in and answers the person's role: `firstRole` when they sign in for the first
     * time, the one they have otherwise.
     */
    async signedIn(username: string, firstRole: Role, at: number): Promise<Role> {
      const row = await db
        .insertInto('team_members')
        .values({
          person: personOf(username),
          username: username.trim(),
          role: firstRole,
          first_sign_in_at: new Date(at),
          last_sign_in_at: new Date(at),
        })
        .onConflict((oc) =>
          oc.column('person').doUpdateSet({ username: username.trim(), last_sign_in_at: new Date(at) }),
        )
        .returning('role')
        .executeTakeFirstOrThrow();
      return row.role;
    },

    /**
     * Makes these people admins (the server's ADMINS, at every start), those who have signed in; the
     * others become admins at their first sign-in. Answers who changed, and from what.
     */
    async makeAdmins(people: readonly string[], at: number): Promise<{ username: string; from: Role }[]> {
      if (people.length === 0) return [];
      const { rows } = await sql<{ username: string; from: Role }>`
        with before as (
          select person, role from team_members
          where person in (${sql.join(people.map(personOf))}) and role <> 'admin' for update)
        update team_members m
        set role = 'admin', role_changed_by = 'ADMINS', role_changed_at = ${new Date(at)}
        from before where m.person = before.person
        returning m.username, before.role as "from"`.execute(db);
      return rows;
    },

    /**
     * Gives everyone signed in who is not in the team yet (sessions older than the team itself) the
     * role of a first sign-in, so that upgrading changes nobody's rights.
     */
    async adoptSignedIn(role: Role): Promise<void> {
      await sql`insert into team_members (person, username, role, first_sign_in_at, last_sign_in_at)
        select distinct on (lower(username)) lower(username), username, ${role}, created_at, created_at
        from sessions order by lower(username), created_at desc
        on conflict (person) do nothing`.execute(db);
    },

    /** How many admins the team has. */
    async admins(): Promise<number> {
      const row = await db
        .selectFrom('team_members')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** One person, or undefined when nobody of this name has signed in. */
    async find(username: string): Promise<TeamMember | undefined> {
      const row = await db
        .selectFrom('team_members')
        .selectAll()
        .where('person', '=', personOf(username))
        .executeTakeFirst();
      return row === undefined ? undefined : member(row);
    },

    /** Everyone, admins first, then by name. */
    async list(): Promise<TeamMember[]> {
      const rows = await db
        .selectFrom('team_members')
        .selectAll()
        .orderBy(sql`case role when 'admin' then 0 when 'operator' then 1 else 2 end`)
        .orderBy('person')
        .execute();
      return rows.map(member);
    },

    /**
     * Gives someone a role. One change at a time across instances (a lock): two admins making each
     * other viewers at once must not leave the team without one.
     */
    changeRole(username: string, role: Role, by: string, at: number): Promise<RoleChangeOutcome> {
      return db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${roleChangeLockKey})`.execute(tx);
        const current = await tx
          .selectFrom('team_members')
          .selectAll()
          .where('person', '=', personOf(username))
          .executeTakeFirst();
        if (current === undefined) return { kind: 'unknown' };
        if (current.role === role) return { kind: 'unchanged', member: member(current) };
        if (current.role === 'admin') {
          const admins = await tx
            .selectFrom('team_members')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('role', '=', 'admin')
            .executeTakeFirstOrThrow();
          if (admins.count <= 1) return { kind: 'last-admin' };
        }
        const changed = await tx
          .updateTable('team_members')
          .set({ role, role_changed_by: by, role_changed_at: new Date(at) })
          .where('person', '=', current.person)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'changed', member: member(changed), from: current.role };
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
