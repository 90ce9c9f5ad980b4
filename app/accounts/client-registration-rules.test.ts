import { translatorFor } from "~/locales/translator.server";
import {
  checkCoordinates,
  coordinatesMessageKey,
  INVALID_COORDINATES_MESSAGE,
  MANDATORY_FIELDS_MESSAGE,
  missingFieldLabels,
  OUTSIDE_SOUTH_AFRICA_MESSAGE,
  SELECT_LOCATION_MESSAGE,
} from "./client-registration-rules";

describe("mandatory fields", () => {
  const fields = [
    ["firstName", "First Name"],
    ["lastName", "Last Name"],
    ["email", "Email Address"],
    ["password", "Password"],
  ] as const;

  it("names the missing and blank fields in the form's order", () => {
    expect(missingFieldLabels({ lastName: "Nkosi", email: "  " }, fields)).toEqual([
      "First Name",
      "Email Address",
      "Password",
    ]);
    expect(missingFieldLabels({ firstName: "A", lastName: "B", email: "c@d.e", password: "x" }, fields)).toEqual([]);
  });

  it("words the message as the spec does, and in Afrikaans", () => {
    const en = translatorFor("en", ["account"]);
    expect(en(MANDATORY_FIELDS_MESSAGE, { fields: "First Name, Last Name, Email Address, Password" })).toBe(
      "Please fill in the following mandatory fields: First Name, Last Name, Email Address, Password",
    );
    expect(translatorFor("af", ["account"])(MANDATORY_FIELDS_MESSAGE, { fields: "Voornaam" })).toBe(
      "Vul asseblief hierdie verpligte velde in: Voornaam",
    );
  });

  it("gives each coordinates refusal its catalogue key, worded as before in English", () => {
    const en = translatorFor("en", ["account"]);
    for (const message of [SELECT_LOCATION_MESSAGE, INVALID_COORDINATES_MESSAGE, OUTSIDE_SOUTH_AFRICA_MESSAGE]) {
      expect(en(coordinatesMessageKey(message))).toBe(message);
    }
  });
});

describe("checkCoordinates", () => {
  it("refuses a coordinate sent twice (a list) as invalid", () => {
    expect(checkCoordinates(["-25.74", "-25.75"], "28.53")).toEqual({
      ok: false,
      message: INVALID_COORDINATES_MESSAGE,
    });
    expect(checkCoordinates("-25.74", ["28.53"])).toEqual({ ok: false, message: INVALID_COORDINATES_MESSAGE });
  });

  it("accepts a farm near Rayton, also with a decimal comma", () => {
    expect(checkCoordinates("-25.7420", "28.5347")).toEqual({ ok: true, latitude: -25.742, longitude: 28.5347 });
    expect(checkCoordinates(" -25,7420 ", "28,5347")).toEqual({ ok: true, latitude: -25.742, longitude: 28.5347 });
  });

  it.each([
    [undefined, undefined],
    ["", "28.5"],
    ["-25.7", "  "],
    ["0", "0"],
    ["-25.7", "0.000"],
  ])("asks for a location when given %o, %o", (latitude, longitude) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ ok: false, message: SELECT_LOCATION_MESSAGE });
  });

  it.each([
    ["abc", "28.5"],
    ["-25.7", "28.5.1"],
    ["-25.7°", "28.5"],
    ["1e1", "28.5"],
    ["-91", "28.5"],
    ["-25.7", "181"],
  ])("refuses %o, %o as not valid", (latitude, longitude) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ ok: false, message: INVALID_COORDINATES_MESSAGE });
  });

  it.each([
    ["51.5", "-0.12"],
    ["28.5347", "-25.742"],
    ["-17.8", "31.0"],
    ["-36", "20"],
  ])("refuses %o, %o as outside South Africa", (latitude, longitude) => {
    expect(checkCoordinates(latitude, longitude)).toEqual({ ok: false, message: OUTSIDE_SOUTH_AFRICA_MESSAGE });
  });

  it("accepts the corners of the country", () => {
    expect(checkCoordinates("-34.83", "20.0").ok).toBe(true);
    expect(checkCoordinates("-22.13", "29.9").ok).toBe(true);
    expect(checkCoordinates("-28.6", "16.45").ok).toBe(true);
    expect(checkCoordinates("-26.8", "32.89").ok).toBe(true);
  });
});
