import { describe, expect, it } from 'vitest';
import { noAdminWarning } from './live-services';

describe('the warning of a team nobody can set up', () => {
  it('is given when there is no admin, none is named in ADMINS, and newcomers are not admins', () => {
    expect(noAdminWarning(0, { ADMINS: [], DEFAULT_ROLE: 'viewer' })).toMatch(/Set ADMINS/);
  });

  it('is not given when ADMINS names someone who has not signed in yet, nor when there is an admin', () => {
    // A new workspace (serve:fake, the demo): its admin is named, and becomes one at the first sign-in.
    expect(noAdminWarning(0, { ADMINS: ['ops@example.com'], DEFAULT_ROLE: 'viewer' })).toBeUndefined();
    expect(noAdminWarning(1, { ADMINS: [], DEFAULT_ROLE: 'viewer' })).toBeUndefined();
    expect(noAdminWarning(0, { ADMINS: [], DEFAULT_ROLE: 'admin' })).toBeUndefined();
  });
});
