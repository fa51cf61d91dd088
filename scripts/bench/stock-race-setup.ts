// Set-up of `npm run bench:stock-race` (not timed): the staff accounts and the buyers with their bags,
// spread over the two servers, and the plan of who orders or adjusts what.
import { markVerified } from "./checkout-db";
import {
  addToBag,
  type Buyer,
  buyerAddress,
  inBatches,
  type ShopClient,
  signIn,
  signUp,
} from "./checkout-http";
import { type RaceVariant, userIds } from "./stock-race-db";
import { type Adjustment, makeStaff, signInWith } from "./stock-race-http";

/** Sign-ups and sign-ins at a time on each server: password hashing is deliberately slow. */
const SET_UP_PER_SERVER = 4;

export interface RaceBuyer extends Buyer {
  client: ShopClient;
  variant: RaceVariant;
  quantity: number;
  cod: boolean;
}

export interface RaceAdmin {
  id: string;
  email: string;
  ip: string;
  cookie: string;
}

export interface PlannedAdjustment extends Adjustment {
  admin: RaceAdmin;
  client: ShopClient;
}

/**
 * Buyer i wants variant i mod V; over the rounds k = floor(i / V) each variant's buyers alternate
 * between the servers, want 1 or 2 units and pay cash on delivery every third round (online otherwise),
 * so every variant sees every combination.
 */
function buyerPlan(i: number, variantCount: number) {
  const round = Math.floor(i / variantCount);
  return {
    variant: i % variantCount,
    server: (i + round) % 2,
    quantity: 1 + (Math.floor(round / 2) % 2),
    cod: round % 3 === 0,
  };
}

/** Units the buyers want of each variant. */
export function demandOf(buyers: number, variantCount: number): number[] {
  const demand = Array.from({ length: variantCount }, () => 0);
  for (let i = 0; i < buyers; i++) demand[i % variantCount] += buyerPlan(i, variantCount).quantity;
  return demand;
}

export async function createBuyers(
  url: string,
  clients: ShopClient[],
  count: number,
  variants: RaceVariant[],
): Promise<RaceBuyer[]> {
  const stamp = Date.now().toString(36);
  const plans = Array.from({ length: count }, (_, i) => {
    const plan = buyerPlan(i, variants.length);
    return {
      ...plan,
      variant: variants[plan.variant],
      client: clients[plan.server],
      email: `bench-${stamp}-${i}@buyers.example.com`,
      ip: buyerAddress(i),
    };
  });
  const limit = SET_UP_PER_SERVER * clients.length;
  await inBatches(plans, limit, (p) => signUp(p.client, p.email, p.ip));
  await markVerified(
    url,
    plans.map((p) => p.email),
  );
  const buyers: RaceBuyer[] = [];
  await inBatches(plans, limit, async (p, i) => {
    const { client, email, ip, variant, quantity, cod } = p;
    const buyer = { client, email, ip, variant, quantity, cod, cookie: await signIn(client, email, ip) };
    for (let unit = 0; unit < quantity; unit++) await addToBag(client, buyer, variant.id);
    buyers[i] = buyer;
  });
  return buyers;
}

/**
 * The seeded admin and `count - 1` staff: each signs up like a customer, is verified, is given the
 * staff role by the admin on /admin/users/:id, then signs in. Addresses follow the buyers' (`firstIp`).
 */
export async function createAdmins(
  url: string,
  client: ShopClient,
  owner: { email: string; password: string },
  count: number,
  firstIp: number,
): Promise<RaceAdmin[]> {
  const stamp = Date.now().toString(36);
  const ownerIp = buyerAddress(firstIp);
  const ownerCookie = await signInWith(client, owner.email, owner.password, ownerIp);
  const staff = Array.from({ length: count - 1 }, (_, i) => ({
    email: `bench-${stamp}-staff-${i}@staff.example.com`,
    ip: buyerAddress(firstIp + 1 + i),
  }));
  await inBatches(staff, SET_UP_PER_SERVER, (s) => signUp(client, s.email, s.ip));
  await markVerified(
    url,
    staff.map((s) => s.email),
  );
  const ids = await userIds(url, [owner.email, ...staff.map((s) => s.email)]);
  for (const id of ids.slice(1)) await makeStaff(client, ownerCookie, id);
  const admins: RaceAdmin[] = [{ id: ids[0], email: owner.email, ip: ownerIp, cookie: ownerCookie }];
  await inBatches(staff, SET_UP_PER_SERVER, async (s, i) => {
    admins[i + 1] = { ...s, id: ids[i + 1], cookie: await signIn(client, s.email, s.ip) };
  });
  return admins;
}

/**
 * Each admin's `perAdmin` adjustments: the g-th overall goes to variant g mod V; over the rounds
 * k = floor(g / V) each variant gets +3 and -2 in turn, posted to either server.
 */
export function planAdjustments(
  admins: RaceAdmin[],
  perAdmin: number,
  variants: RaceVariant[],
  clients: ShopClient[],
): PlannedAdjustment[] {
  return admins.flatMap((admin, j) =>
    Array.from({ length: perAdmin }, (_, n) => {
      const g = j * perAdmin + n;
      const v = g % variants.length;
      const round = Math.floor(g / variants.length);
      return {
        admin,
        client: clients[(v + Math.floor(round / 2)) % clients.length],
        variantId: variants[v].id,
        change: (round + v) % 2 === 0 ? 3 : -2,
      };
    }),
  );
}
