import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { fieldError } from '../../../plugins/error-handler';

export const NOT_A_FLEET_ADDRESS = "Reports go only to addresses of this fleet's users";

/**
 * A survey's reports go only to people who may see them anyway: the sender, the fleet's
 * customers (those limited to some locations only when the survey's location is one of them),
 * and the users of the dealers that serve the fleet. Any other address is refused naming the
 * field (`to.N`), so a report cannot be mailed to an arbitrary address.
 */
export async function assertFleetRecipients(
  db: Db,
  survey: { accountId: number; fleetLocationId: number },
  senderId: number,
  to: string[],
  field: string,
): Promise<void> {
  const allowed = await queryRows<{ email: string }>(
    db,
    sql`select lower(u.email) as email from users u
        where u.is_active and lower(u.email) in (${sql.join(to.map((address) => sql`${address.toLowerCase()}`), sql`, `)})
          and (
            u.id = ${senderId}
            or (exists (select 1 from user_accounts ua where ua.user_id = u.id and ua.account_id = ${survey.accountId})
                and (not exists (select 1 from user_locations ul join fleet_locations fl on fl.id = ul.fleet_location_id
                                 where ul.user_id = u.id and fl.account_id = ${survey.accountId})
                     or exists (select 1 from user_locations ul where ul.user_id = u.id and ul.fleet_location_id = ${survey.fleetLocationId})))
            or u.dealer_id in (select da.dealer_id from dealer_accounts da where da.account_id = ${survey.accountId})
          )`,
  );
  const held = new Set(allowed.map((row) => row.email));
  const refused = to.findIndex((address) => !held.has(address.toLowerCase()));
  if (refused >= 0) throw fieldError(`${field}.${refused}`, NOT_A_FLEET_ADDRESS);
}
