import * as t from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { addDays, scaled, type SeedContext } from './context';
import { DEMO_USERS, type DemoUser, type SecurityCode } from './demo-users';
import type { AccountInfo, DealerInfo, Organizations } from './organization-types';
import { stream, type Random } from './random';
import { seededFaker } from './seeded-faker';

/** The one password of every generated (non-demo) user, so any of them can be tried in a demo. */
export const GENERATED_USER_PASSWORD = 'Fleet-demo-0';

export interface People {
  userIdByLogin: Map<string, number>;
  /** Who surveys for a dealer: its technicians, the demo dealer users included. */
  techniciansByDealer: Map<number, number[]>;
  /** Customer users who survey their own fleet's yards. */
  surveyorsByAccount: Map<number, number[]>;
  /** Manufacturer field engineers who survey any fleet. */
  staffSurveyorIds: number[];
}

/** argon2 takes about 50 ms a hash: each distinct password is hashed once. */
export async function hashSeedPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set([...DEMO_USERS.map((user) => user.password), GENERATED_USER_PASSWORD])];
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  return new Map(passwords.map((password, i) => [password, hashes[i]!]));
}

const codesOf = (login: string): SecurityCode[] => DEMO_USERS.find((user) => user.login === login)!.securityCodes;
const CUSTOMER_CODES = codesOf('fleet.manager@northline.example');
const DEALER_CODES = codesOf('service@interstate-tire.example');
const STAFF_CODES = codesOf('analyst@tiremaker.example');

type NewUser = Omit<DemoUser, 'password' | 'note' | 'account' | 'dealer'> & {
  passwordHash: string;
  dealerId: number | null;
  technicianNumber: string | null;
  isActive?: boolean;
};
type AddUser = (user: NewUser) => number;
type NewLogin = (firstName: string, lastName: string, domain: string) => string;

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

export function seedUsers(ctx: SeedContext, orgs: Organizations, passwordHashes: Map<string, string>): People {
  const rng = stream(ctx.seed, 'users');
  const people: People = { userIdByLogin: new Map(), techniciansByDealer: new Map(), surveyorsByAccount: new Map(), staffSurveyorIds: [] };
  const generatedHash = passwordHashes.get(GENERATED_USER_PASSWORD)!;

  const addUser: AddUser = (user) => {
    const id = ctx.ids.next(t.users);
    people.userIdByLogin.set(user.login, id);
    ctx.writer.add(t.users, {
      id, login: user.login, email: user.login, firstName: user.firstName, lastName: user.lastName, group: user.group,
      passwordHash: user.passwordHash, unitOfMeasurement: user.unitOfMeasurement, language: user.language, currencySymbol: '$',
      agreeToFhqTerms: true, dealerId: user.dealerId, technicianNumber: user.technicianNumber,
      isActive: user.isActive ?? true, createdAt: addDays(ctx.historyStart, -rng.int(30, 400)),
    });
    for (const code of user.securityCodes) ctx.writer.add(t.userSecurityCodes, { userId: id, code });
    return id;
  };
  const push = (map: Map<number, number[]>, key: number, userId: number) => map.set(key, [...(map.get(key) ?? []), userId]);

  for (const demo of DEMO_USERS) {
    const dealer = demo.dealer ? orgs.dealerByKey[demo.dealer] : null;
    const id = addUser({
      ...demo, passwordHash: passwordHashes.get(demo.password)!, dealerId: dealer?.id ?? null,
      technicianNumber: dealer ? `T${dealer.nonsig}1` : null,
    });
    if (demo.account) {
      const account = orgs.accountByKey[demo.account];
      ctx.writer.add(t.userAccounts, { userId: id, accountId: account.id });
      push(people.surveyorsByAccount, account.id, id);
    }
    if (dealer) push(people.techniciansByDealer, dealer.id, id);
  }

  const used = new Set(people.userIdByLogin.keys());
  const newLogin: NewLogin = (first, last, domain) => {
    const stem = `${slug(first)}.${slug(last)}`;
    let login = `${stem}@${domain}`;
    for (let n = 2; used.has(login); n += 1) login = `${stem}${n}@${domain}`;
    used.add(login);
    return login;
  };

  for (const dealer of orgs.dealers) {
    const count = dealer.demoKey ? 1 : rng.int(1, 2);
    for (let k = 0; k < count; k += 1) push(people.techniciansByDealer, dealer.id, addDealerUser(ctx, rng, dealer, k + 2, newLogin, addUser, generatedHash));
  }
  for (const account of orgs.accounts) addCustomerUsers(ctx, rng, account, people, newLogin, addUser, generatedHash);

  for (let k = 0; k < scaled(2, ctx.scale); k += 1) {
    const faker = seededFaker(ctx.seed, 'US', `staff-${k}`);
    const [firstName, lastName] = [faker.person.firstName(), faker.person.lastName()];
    people.staffSurveyorIds.push(
      addUser({
        login: newLogin(firstName, lastName, 'tiremaker.example'), firstName, lastName, group: 'GYR', securityCodes: STAFF_CODES,
        unitOfMeasurement: 'imperial', language: 'en-US', passwordHash: generatedHash, dealerId: null, technicianNumber: null,
      }),
    );
  }
  return people;
}


function addDealerUser(
  ctx: SeedContext, rng: Random, dealer: DealerInfo, serial: number, newLogin: NewLogin, addUser: AddUser, passwordHash: string,
): number {
  const faker = seededFaker(ctx.seed, dealer.country, `dealer-user-${dealer.id}-${serial}`);
  const [firstName, lastName] = [faker.person.firstName(), faker.person.lastName()];
  const french = dealer.hub.state === 'QC';
  return addUser({
    login: newLogin(firstName, lastName, `${slug(dealer.name).slice(0, 20)}.example`), firstName, lastName, group: dealer.userGroup,
    securityCodes: dealer.userGroup === 'SSC' ? STAFF_CODES : DEALER_CODES, unitOfMeasurement: dealer.country === 'CA' ? 'metric' : 'imperial',
    language: french ? 'fr-CA' : dealer.country === 'CA' ? 'en-CA' : rng.chance(0.15) ? 'es-US' : 'en-US', passwordHash,
    dealerId: dealer.id, technicianNumber: `T${dealer.nonsig}${serial}`,
  });
}

/** A fleet manager per generated account; bigger fleets add a terminal manager limited to some yards. */
function addCustomerUsers(
  ctx: SeedContext, rng: Random, account: AccountInfo, people: People, newLogin: NewLogin, addUser: AddUser, passwordHash: string,
): void {
  const faker = seededFaker(ctx.seed, account.country, `customer-${account.id}`);
  const domain = `${slug(account.name).slice(0, 24)}.example`;
  const metric = account.country === 'CA';
  const roles: ('manager' | 'terminal')[] = account.demoKey ? ['terminal'] : account.locations.length >= 3 ? ['manager', 'terminal'] : ['manager'];
  for (const role of roles) {
    const [firstName, lastName] = [faker.person.firstName(), faker.person.lastName()];
    const id = addUser({
      login: newLogin(firstName, lastName, domain), firstName, lastName, group: 'CUS',
      securityCodes: role === 'manager' ? CUSTOMER_CODES : ['TVLOGIN', 'TMLOGIN', 'TMSMYRPT'],
      unitOfMeasurement: metric ? 'metric' : 'imperial', language: metric ? 'en-CA' : 'en-US', passwordHash,
      dealerId: null, technicianNumber: null, isActive: !(role === 'terminal' && rng.chance(0.1)),
    });
    ctx.writer.add(t.userAccounts, { userId: id, accountId: account.id });
    if (role === 'terminal') {
      for (const location of rng.sample(account.locations, Math.min(2, account.locations.length))) {
        ctx.writer.add(t.userLocations, { userId: id, fleetLocationId: location.id });
      }
    }
    people.surveyorsByAccount.set(account.id, [...(people.surveyorsByAccount.get(account.id) ?? []), id]);
  }
}
