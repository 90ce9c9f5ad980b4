/** The store's fixed facts, shown in the footer, on the contact page and in e-mails. */
export const STORE = {
  name: "Donkerhoek Farm Supplies",
  legalName: "Donkerhoek Farm Supplies Co-operative",
  tagline: "Feed, livestock and pet supplies, hardware and garden goods since 1987",
  /** The tagline for Afrikaans readers (issue 49). */
  taglineAf: "Voer, vee- en troeteldiergoed, hardeware en tuingoed sedert 1987",
  addressLines: ["Plot 42, Boschkop Road", "Donkerhoek, Pretoria East", "Gauteng, 0081"],
  phone: "+27 12 802 0000",
  whatsapp: "+27 82 000 0000",
  email: "shop@example.com",
  latitude: -25.76837,
  longitude: 28.43424,
  mapUrl: "https://www.openstreetmap.org/?mlat=-25.76837&mlon=28.43424#map=15/-25.76837/28.43424",
  chatUrl: "https://wa.me/27820000000",
} as const;

/** Store hours as the storefront spec gives them, each row with its Afrikaans form (issue 49). */
export const STORE_HOURS: ReadonlyArray<{ days: string; hours: string; daysAf: string; hoursAf: string }> = [
  { days: "Monday to Friday", hours: "8:00-17:00", daysAf: "Maandag tot Vrydag", hoursAf: "8:00-17:00" },
  { days: "Saturday", hours: "8:00-13:00", daysAf: "Saterdag", hoursAf: "8:00-13:00" },
  { days: "Sunday", hours: "closed", daysAf: "Sondag", hoursAf: "gesluit" },
  {
    days: "Public holidays",
    hours: "8:00-13:00, closed on Christian holidays",
    daysAf: "Openbare vakansiedae",
    hoursAf: "8:00-13:00, gesluit op Christelike feesdae",
  },
];
