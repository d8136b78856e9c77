import { DEMO_USERS } from '../../../server/seed/demo-users';

function demoUser(login: string) {
  const user = DEMO_USERS.find((u) => u.login === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return user;
}

/** A fleet manager holding every report code. */
export const FLEET_MANAGER = demoUser('fleet.manager@northline.example');
/** A customer without report codes: the permission popups are theirs. */
export const YARD_LEAD = demoUser('yard.lead@northline.example');
