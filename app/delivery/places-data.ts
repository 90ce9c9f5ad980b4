/**
 * Towns and suburbs within about 120 km of the store, for customers who locate themselves by
 * name when no geocoder is configured. Coordinates are approximate town or suburb centres (to
 * about a kilometre) as GeoNames (geonames.org, CC BY 4.0) and OpenStreetMap place nodes give
 * them, rounded to four decimals: close enough for a quote, and a farm customer refines with GPS.
 * `alsoKnownAs` holds official, older and everyday names people type.
 */
export type Place = {
  id: string;
  name: string;
  alsoKnownAs?: readonly string[];
  /** The wider area, shown beside the name so people can tell places apart. */
  area: string;
  province: "Gauteng" | "Mpumalanga" | "Limpopo" | "North West";
  lat: number;
  lng: number;
};

export const PLACES: readonly Place[] = [
  // Pretoria East, around the store
  { id: "donkerhoek", name: "Donkerhoek", area: "Pretoria East", province: "Gauteng", lat: -25.7684, lng: 28.4342 },
  { id: "rayton", name: "Rayton", area: "Pretoria East", province: "Gauteng", lat: -25.742, lng: 28.5347 },
  { id: "cullinan", name: "Cullinan", area: "Pretoria East", province: "Gauteng", lat: -25.6746, lng: 28.5216 },
  { id: "refilwe", name: "Refilwe", area: "Cullinan", province: "Gauteng", lat: -25.657, lng: 28.532 },
  {
    id: "mamelodi",
    name: "Mamelodi",
    area: "Pretoria East",
    province: "Gauteng",
    lat: -25.71,
    lng: 28.365,
  },
  { id: "eersterust", name: "Eersterust", area: "Pretoria East", province: "Gauteng", lat: -25.718, lng: 28.315 },
  { id: "silverton", name: "Silverton", area: "Pretoria East", province: "Gauteng", lat: -25.733, lng: 28.296 },
  { id: "equestria", name: "Equestria", area: "Pretoria East", province: "Gauteng", lat: -25.74, lng: 28.34 },
  { id: "die-wilgers", name: "Die Wilgers", area: "Pretoria East", province: "Gauteng", lat: -25.754, lng: 28.311 },
  { id: "silver-lakes", name: "Silver Lakes", area: "Pretoria East", province: "Gauteng", lat: -25.784, lng: 28.357 },
  { id: "faerie-glen", name: "Faerie Glen", area: "Pretoria East", province: "Gauteng", lat: -25.788, lng: 28.306 },
  { id: "olympus", name: "Olympus", area: "Pretoria East", province: "Gauteng", lat: -25.805, lng: 28.333 },
  { id: "garsfontein", name: "Garsfontein", area: "Pretoria East", province: "Gauteng", lat: -25.794, lng: 28.299 },
  {
    id: "moreleta-park",
    name: "Moreleta Park",
    area: "Pretoria East",
    province: "Gauteng",
    lat: -25.828,
    lng: 28.295,
  },
  { id: "lynnwood", name: "Lynnwood", area: "Pretoria East", province: "Gauteng", lat: -25.764, lng: 28.274 },
  { id: "menlo-park", name: "Menlo Park", area: "Pretoria East", province: "Gauteng", lat: -25.77, lng: 28.26 },
  { id: "waterkloof", name: "Waterkloof", area: "Pretoria East", province: "Gauteng", lat: -25.783, lng: 28.243 },
  { id: "brooklyn", name: "Brooklyn", area: "Pretoria", province: "Gauteng", lat: -25.769, lng: 28.239 },
  { id: "hatfield", name: "Hatfield", area: "Pretoria", province: "Gauteng", lat: -25.7487, lng: 28.238 },
  // Pretoria and the north of Tshwane
  {
    id: "pretoria",
    name: "Pretoria",
    alsoKnownAs: ["Tshwane", "Pretoria Central", "Pretoria CBD"],
    area: "City of Tshwane",
    province: "Gauteng",
    lat: -25.7463,
    lng: 28.1876,
  },
  {
    id: "kameeldrift",
    name: "Kameeldrift",
    area: "Pretoria North-East",
    province: "Gauteng",
    lat: -25.647,
    lng: 28.347,
  },
  { id: "roodeplaat", name: "Roodeplaat", area: "Pretoria North-East", province: "Gauteng", lat: -25.63, lng: 28.36 },
  { id: "montana", name: "Montana", area: "Pretoria North", province: "Gauteng", lat: -25.677, lng: 28.256 },
  { id: "sinoville", name: "Sinoville", area: "Pretoria North", province: "Gauteng", lat: -25.676, lng: 28.228 },
  { id: "wonderboom", name: "Wonderboom", area: "Pretoria North", province: "Gauteng", lat: -25.68, lng: 28.19 },
  {
    id: "onderstepoort",
    name: "Onderstepoort",
    area: "Pretoria North",
    province: "Gauteng",
    lat: -25.648,
    lng: 28.183,
  },
  { id: "akasia", name: "Akasia", area: "Pretoria North", province: "Gauteng", lat: -25.67, lng: 28.105 },
  { id: "soshanguve", name: "Soshanguve", area: "Pretoria North", province: "Gauteng", lat: -25.52, lng: 28.103 },
  { id: "hammanskraal", name: "Hammanskraal", area: "City of Tshwane", province: "Gauteng", lat: -25.399, lng: 28.278 },
  {
    id: "atteridgeville",
    name: "Atteridgeville",
    area: "Pretoria West",
    province: "Gauteng",
    lat: -25.773,
    lng: 28.07,
  },
  // Centurion, Midrand and Ekurhuleni
  { id: "centurion", name: "Centurion", area: "City of Tshwane", province: "Gauteng", lat: -25.86, lng: 28.189 },
  { id: "irene", name: "Irene", area: "Centurion", province: "Gauteng", lat: -25.883, lng: 28.218 },
  {
    id: "olifantsfontein",
    name: "Olifantsfontein",
    area: "Midrand",
    province: "Gauteng",
    lat: -25.963,
    lng: 28.227,
  },
  { id: "midrand", name: "Midrand", area: "Johannesburg", province: "Gauteng", lat: -25.999, lng: 28.126 },
  { id: "tembisa", name: "Tembisa", area: "Ekurhuleni", province: "Gauteng", lat: -25.996, lng: 28.227 },
  { id: "bapsfontein", name: "Bapsfontein", area: "Ekurhuleni", province: "Gauteng", lat: -26.005, lng: 28.432 },
  { id: "kempton-park", name: "Kempton Park", area: "Ekurhuleni", province: "Gauteng", lat: -26.099, lng: 28.234 },
  { id: "daveyton", name: "Daveyton", area: "Ekurhuleni", province: "Gauteng", lat: -26.15, lng: 28.413 },
  { id: "benoni", name: "Benoni", area: "Ekurhuleni", province: "Gauteng", lat: -26.1885, lng: 28.3208 },
  { id: "boksburg", name: "Boksburg", area: "Ekurhuleni", province: "Gauteng", lat: -26.2125, lng: 28.2625 },
  { id: "brakpan", name: "Brakpan", area: "Ekurhuleni", province: "Gauteng", lat: -26.236, lng: 28.37 },
  { id: "springs", name: "Springs", area: "Ekurhuleni", province: "Gauteng", lat: -26.254, lng: 28.442 },
  { id: "germiston", name: "Germiston", area: "Ekurhuleni", province: "Gauteng", lat: -26.218, lng: 28.167 },
  { id: "nigel", name: "Nigel", area: "Ekurhuleni", province: "Gauteng", lat: -26.431, lng: 28.477 },
  { id: "heidelberg", name: "Heidelberg", area: "Lesedi", province: "Gauteng", lat: -26.504, lng: 28.359 },
  {
    id: "johannesburg",
    name: "Johannesburg",
    alsoKnownAs: ["Joburg", "Jozi"],
    area: "City of Johannesburg",
    province: "Gauteng",
    lat: -26.2041,
    lng: 28.0473,
  },
  { id: "sandton", name: "Sandton", area: "Johannesburg", province: "Gauteng", lat: -26.107, lng: 28.057 },
  // West of Pretoria
  {
    id: "hartbeespoort",
    name: "Hartbeespoort",
    alsoKnownAs: ["Harties"],
    area: "Madibeng",
    province: "North West",
    lat: -25.747,
    lng: 27.897,
  },
  { id: "brits", name: "Brits", area: "Madibeng", province: "North West", lat: -25.635, lng: 27.78 },
  // East: Bronkhorstspruit, Delmas and eMalahleni
  {
    id: "bronkhorstspruit",
    name: "Bronkhorstspruit",
    area: "City of Tshwane",
    province: "Gauteng",
    lat: -25.8098,
    lng: 28.7422,
  },
  { id: "zithobeni", name: "Zithobeni", area: "Bronkhorstspruit", province: "Gauteng", lat: -25.783, lng: 28.7 },
  { id: "ekangala", name: "Ekangala", area: "Bronkhorstspruit", province: "Gauteng", lat: -25.696, lng: 28.747 },
  { id: "kwamhlanga", name: "KwaMhlanga", area: "Thembisile Hani", province: "Mpumalanga", lat: -25.432, lng: 28.707 },
  { id: "siyabuswa", name: "Siyabuswa", area: "Dr JS Moroka", province: "Mpumalanga", lat: -25.113, lng: 29.047 },
  { id: "delmas", name: "Delmas", area: "Victor Khanye", province: "Mpumalanga", lat: -26.146, lng: 28.683 },
  { id: "leandra", name: "Leandra", area: "Govan Mbeki", province: "Mpumalanga", lat: -26.369, lng: 28.919 },
  { id: "ogies", name: "Ogies", area: "eMalahleni", province: "Mpumalanga", lat: -26.047, lng: 29.053 },
  {
    id: "witbank",
    name: "Witbank",
    alsoKnownAs: ["eMalahleni", "Emalahleni"],
    area: "eMalahleni",
    province: "Mpumalanga",
    lat: -25.8713,
    lng: 29.2332,
  },
  { id: "kriel", name: "Kriel", area: "eMalahleni", province: "Mpumalanga", lat: -26.254, lng: 29.267 },
  { id: "middelburg", name: "Middelburg", area: "Steve Tshwete", province: "Mpumalanga", lat: -25.7751, lng: 29.4648 },
  // North: the Waterberg
  {
    id: "bela-bela",
    name: "Bela-Bela",
    alsoKnownAs: ["Warmbaths"],
    area: "Waterberg",
    province: "Limpopo",
    lat: -24.885,
    lng: 28.291,
  },
  {
    id: "modimolle",
    name: "Modimolle",
    alsoKnownAs: ["Nylstroom"],
    area: "Waterberg",
    province: "Limpopo",
    lat: -24.7,
    lng: 28.406,
  },
];
