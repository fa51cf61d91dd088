import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "./indian-states";
import { pinMatchesState, statesForPin } from "./pin-codes";

/** A PIN code in each state and union territory, most of them its capital's main post office. */
const PINS: Record<(typeof INDIAN_STATES)[number], string> = {
  "Andaman and Nicobar Islands": "744101", // Port Blair
  "Andhra Pradesh": "520001", // Vijayawada
  "Arunachal Pradesh": "791111", // Itanagar
  Assam: "781001", // Guwahati
  Bihar: "800001", // Patna
  Chandigarh: "160017",
  Chhattisgarh: "492001", // Raipur
  "Dadra and Nagar Haveli and Daman and Diu": "396210", // Daman
  Delhi: "110001",
  Goa: "403001", // Panaji
  Gujarat: "380001", // Ahmedabad
  Haryana: "122001", // Gurugram
  "Himachal Pradesh": "171001", // Shimla
  "Jammu and Kashmir": "190001", // Srinagar
  Jharkhand: "834001", // Ranchi
  Karnataka: "560001", // Bengaluru
  Kerala: "682011", // Kochi
  Ladakh: "194101", // Leh
  Lakshadweep: "682555", // Kavaratti
  "Madhya Pradesh": "462001", // Bhopal
  Maharashtra: "400001", // Mumbai
  Manipur: "795001", // Imphal
  Meghalaya: "793001", // Shillong
  Mizoram: "796001", // Aizawl
  Nagaland: "797001", // Kohima
  Odisha: "751001", // Bhubaneswar
  Puducherry: "605001",
  Punjab: "141001", // Ludhiana
  Rajasthan: "302001", // Jaipur
  Sikkim: "737101", // Gangtok
  "Tamil Nadu": "600004", // Chennai
  Telangana: "500001", // Hyderabad
  Tripura: "799001", // Agartala
  "Uttar Pradesh": "226001", // Lucknow
  Uttarakhand: "248001", // Dehradun
  "West Bengal": "700016", // Kolkata
};

describe("PIN code prefixes", () => {
  it.each(Object.entries(PINS))("%s: %s matches", (state, pin) => {
    expect(statesForPin(pin)).toContain(state);
    expect(pinMatchesState(pin, state)).toBe(true);
    expect(pinMatchesState(pin, state.toUpperCase().replace(/ /g, "  "))).toBe(true);
  });

  it("names one state for a prefix inside one state", () => {
    expect(statesForPin("302001")).toEqual(["Rajasthan"]);
    expect(statesForPin("110001")).toEqual(["Delhi"]);
    expect(statesForPin("194101")).toEqual(["Ladakh"]);
  });

  it("names every state a prefix crossing a border serves", () => {
    expect(statesForPin("160062")).toEqual(["Chandigarh", "Haryana", "Punjab"]); // Mohali
    expect(statesForPin("673310")).toEqual(["Kerala", "Puducherry"]); // Mahe
    expect(statesForPin("533464")).toEqual(["Andhra Pradesh", "Puducherry", "Telangana"]); // Yanam
    expect(statesForPin("609602")).toEqual(["Puducherry", "Tamil Nadu"]); // Karaikal
    expect(statesForPin("362520")).toEqual(["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"]); // Diu
    expect(statesForPin("249401")).toEqual(["Uttarakhand"]); // Haridwar
    expect(statesForPin("247667")).toEqual(["Uttar Pradesh", "Uttarakhand"]); // Roorkee
    expect(statesForPin("814112")).toEqual(["Bihar", "Jharkhand"]); // Deoghar
    expect(statesForPin("783101")).toEqual(["Assam", "Meghalaya"]);
    expect(statesForPin("737101")).toEqual(["Sikkim", "West Bengal"]);
    expect(statesForPin("403001")).toEqual(["Goa", "Maharashtra"]);
  });

  it("refuses a state the PIN code is not in", () => {
    expect(pinMatchesState("302001", "Kerala")).toBe(false);
    expect(pinMatchesState("560001", "Rajasthan")).toBe(false);
    expect(pinMatchesState("500001", "Andhra Pradesh")).toBe(false);
    expect(pinMatchesState("190001", "Ladakh")).toBe(false);
    expect(pinMatchesState("194101", "Jammu and Kashmir")).toBe(false);
    expect(pinMatchesState("110001", "Haryana")).toBe(false);
    expect(pinMatchesState("302001", "Rajastan")).toBe(false);
  });

  it("knows no state for an unallotted prefix, an Army Post Office PIN or no PIN at all, and refuses none", () => {
    for (const pin of ["111001", "999001", "12345", "012345", "abcdef"]) {
      expect(statesForPin(pin)).toBeNull();
      expect(pinMatchesState(pin, "Kerala")).toBe(true);
    }
  });

  it("keeps every prefix to listed states, each state with at least one prefix", () => {
    const seen = new Set<string>();
    for (let prefix = 100; prefix <= 999; prefix++)
      for (const state of statesForPin(`${prefix}001`) ?? []) {
        expect(INDIAN_STATES).toContain(state);
        seen.add(state);
      }
    expect(seen.size).toBe(INDIAN_STATES.length);
  });
});
