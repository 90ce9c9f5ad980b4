import { INVALID_COORDINATES_MESSAGE } from "~/accounts/client-registration-rules";
import { translatorFor } from "~/locales/translator.server";
import { CustomerLocationForm, locationFormValues } from "./location-form";

// The schema names its messages by catalogue key; the page shows these English words.
const en = translatorFor("en", ["account"]);
const LOCATION_NAME_REQUIRED = "Please give the location a name, for example Home or the farm";
const LOCATION_POSTAL_CODE_INVALID = "A South African postal code is 4 digits";
const LOCATION_PROVINCE_INVALID = "Please choose a province";

const valid = {
  intent: "save",
  locationName: " Farm ",
  addressLine1: "Plot 12, Donkerhoek road",
  addressLine2: "",
  city: "Bronkhorstspruit",
  province: "Gauteng",
  postalCode: "1020",
  deliveryInstructions: "",
  latitude: "-25.8101",
  longitude: "28.7402",
};

function errorsOf(input: Record<string, string>) {
  const parsed = CustomerLocationForm.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => en(issue.message));
}

describe("CustomerLocationForm", () => {
  it("takes a location with its point as numbers, empty optional parts as none", () => {
    const parsed = CustomerLocationForm.parse(valid);
    expect(parsed).toMatchObject({ locationName: "Farm", addressLine2: null, latitude: -25.8101, longitude: 28.7402 });
    expect(CustomerLocationForm.parse({ ...valid, postalCode: "" }).postalCode).toBe("0000");
  });

  it("keeps the calculator's Unknown province, but no made-up one", () => {
    expect(CustomerLocationForm.parse({ ...valid, province: "Unknown" }).province).toBe("Unknown");
    expect(errorsOf({ ...valid, province: "Gautang" })).toEqual([LOCATION_PROVINCE_INVALID]);
  });

  it("refuses a missing name, a postal code that is not 4 digits and a point that is not a number", () => {
    expect(errorsOf({ ...valid, locationName: "  " })).toEqual([LOCATION_NAME_REQUIRED]);
    expect(errorsOf({ ...valid, postalCode: "12345" })).toEqual([LOCATION_POSTAL_CODE_INVALID]);
    expect(errorsOf({ ...valid, latitude: "south" })).toEqual([INVALID_COORDINATES_MESSAGE]);
  });
});

describe("locationFormValues", () => {
  it("shows the default postal code as empty", () => {
    const values = locationFormValues({
      location_name: "Farm",
      address_line_1: "GPS -25.81010, 28.74020",
      address_line_2: null,
      city: "Rural Area",
      province: "Unknown",
      postal_code: "0000",
      latitude: -25.8101,
      longitude: 28.7402,
      delivery_instructions: null,
    });
    expect(values).toMatchObject({ postalCode: "", province: "Unknown", latitude: "-25.8101" });
  });
});
