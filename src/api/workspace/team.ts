/**
 * The team page's contract (`/team`, admins only): everyone who has signed in, their role and their last
 * sign-in; an admin changes a role with `PUT /team/{username}` and ends every session of someone with
 * `DELETE /team/{username}/sessions`.
 */
import { z } from '../zod';
import { roleSchema } from '../roles';

export const teamMemberSchema = z.object({
  /** As they last signed in (the key compares without case). */
  username: z.string(),
  role: roleSchema,
  /** Unix ms. */
  firstSignInAt: z.number(),
  lastSignInAt: z.number(),
  /** Who gave the current role, and when; absent while it is the one given at the first sign-in. */
  roleChangedBy: z.string().optional(),
  roleChangedAt: z.number().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const roleChangeSchema = z.object({ role: roleSchema });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** What `DELETE /team/{username}/sessions` ended: how many of their sessions were live. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
