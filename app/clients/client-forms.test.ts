import { OUTSIDE_SOUTH_AFRICA_MESSAGE } from "~/accounts/client-registration-rules";
import { ClientLocationForm, ClientProfileForm } from "./client-forms";
import { CLIENT_MESSAGES } from "./messages";

const profile = {
  intent: "profile",
  userId: "u1",
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "Thandi@Example.com",
  preferredContactMethod: "sms",
  deliveryDiscountPercentage: "0",
};

const location = {
  intent: "location",
  userId: "u1",
  locationId: "l1",
  locationName: "Farm",
  addressLine1: "Plot 7",
  province: "Gauteng",
  latitude: "-25.742",
  longitude: "28.5347",
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("the client profile form", () => {
  it("takes a discount from 0 to 100 in whole numbers only", () => {
    for (const value of ["0", "100", "37"]) {
      expect(ClientProfileForm.safeParse({ ...profile, deliveryDiscountPercentage: value }).success).toBe(true);
    }
    for (const value of ["-1", "101", "12.5", "ten"]) {
      expect(firstMessage(ClientProfileForm.safeParse({ ...profile, deliveryDiscountPercentage: value }))).toBe(
        CLIENT_MESSAGES.discountRange,
      );
    }
  });

  it("stores the e-mail in lower case, a VAT number as digits, and an unticked Active as inactive", () => {
    const parsed = ClientProfileForm.parse({ ...profile, vatNumber: "4123-456 789" });
    expect(parsed).toMatchObject({ email: "thandi@example.com", vatNumber: "4123456789", isActive: false });
    expect(ClientProfileForm.parse({ ...profile, isActive: "on" }).isActive).toBe(true);
  });
});

describe("the delivery location form", () => {
  it("takes a point in South Africa and a province of the nine or Unknown", () => {
    expect(ClientLocationForm.parse(location)).toMatchObject({
      latitude: -25.742,
      longitude: 28.5347,
      postalCode: "0000",
    });
    expect(ClientLocationForm.safeParse({ ...location, province: "Unknown" }).success).toBe(true);
    expect(firstMessage(ClientLocationForm.safeParse({ ...location, province: "Atlantis" }))).toBe(
      CLIENT_MESSAGES.provinceInvalid,
    );
  });

  it("refuses a point abroad with the customer's message", () => {
    expect(firstMessage(ClientLocationForm.safeParse({ ...location, latitude: "51.5", longitude: "-0.12" }))).toBe(
      OUTSIDE_SOUTH_AFRICA_MESSAGE,
    );
  });
});
