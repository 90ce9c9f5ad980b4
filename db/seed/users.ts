import type { Insertable } from "kysely";
import type { Database } from "../../app/platform/db.server";
import type { UserRoles, Users } from "../../app/platform/db-schema";
import { daysBefore, insertInBatches, type SeedContext } from "./support";

type Role = UserRoles["role"];

interface DemoUser {
  key: DemoUserKey;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: Role[];
  joinedDaysAgo: number;
}

export type DemoUserKey =
  | "customer"
  | "secondCustomer"
  | "admin"
  | "superAdmin"
  | "inventoryManager"
  | "orderProcessor"
  | "customerSupport"
  | "contentManager"
  | "financialOfficer";

export interface SeededUser {
  id: string;
  email: string;
  fullName: string;
  phone: string;
}

export interface CustomerAddress {
  locationId: string;
  address: string;
  latitude: number;
  longitude: number;
  distanceKm: number;
  deliveryFeeCents: number;
}

export interface SeededUsers {
  users: Record<DemoUserKey, SeededUser>;
  customerAddress: CustomerAddress;
  count: number;
}

// Phone numbers use the 555 exchange so a demo never rings a real person.
const DEMO_USERS: DemoUser[] = [
  {
    key: "customer",
    email: "customer@example.com",
    firstName: "Thandi",
    lastName: "Mokoena",
    phone: "082 555 0143",
    roles: [],
    joinedDaysAgo: 140,
  },
  {
    key: "secondCustomer",
    email: "second.customer@example.com",
    firstName: "Pieter",
    lastName: "van Wyk",
    phone: "083 555 0187",
    roles: [],
    joinedDaysAgo: 95,
  },
  {
    key: "admin",
    email: "admin@example.com",
    firstName: "Johan",
    lastName: "Botha",
    phone: "012 555 0100",
    roles: ["admin"],
    joinedDaysAgo: 380,
  },
  {
    key: "superAdmin",
    email: "superadmin@example.com",
    firstName: "Anneke",
    lastName: "Pretorius",
    phone: "012 555 0101",
    roles: ["super_admin", "admin"],
    joinedDaysAgo: 400,
  },
  {
    key: "inventoryManager",
    email: "inventory_manager@example.com",
    firstName: "Sipho",
    lastName: "Dlamini",
    phone: "012 555 0102",
    roles: ["inventory_manager"],
    joinedDaysAgo: 360,
  },
  {
    key: "orderProcessor",
    email: "order_processor@example.com",
    firstName: "Lerato",
    lastName: "Nkosi",
    phone: "012 555 0103",
    roles: ["order_processor"],
    joinedDaysAgo: 300,
  },
  {
    key: "customerSupport",
    email: "customer_support@example.com",
    firstName: "Karabo",
    lastName: "Molefe",
    phone: "012 555 0104",
    roles: ["customer_support"],
    joinedDaysAgo: 280,
  },
  {
    key: "contentManager",
    email: "content_manager@example.com",
    firstName: "Marike",
    lastName: "Steyn",
    phone: "012 555 0105",
    roles: ["content_manager"],
    joinedDaysAgo: 350,
  },
  {
    key: "financialOfficer",
    email: "financial_officer@example.com",
    firstName: "Ravi",
    lastName: "Naidoo",
    phone: "012 555 0106",
    roles: ["financial_officer"],
    joinedDaysAgo: 330,
  },
];

/** Users, roles, the customer's client profile and delivery location, and the client-code counter. */
export async function seedUsers(db: Database, ctx: SeedContext, passwordHash: string): Promise<SeededUsers> {
  const userRows: Insertable<Users>[] = [];
  const roleRows: Insertable<UserRoles>[] = [];
  const seeded = {} as Record<DemoUserKey, SeededUser>;
  for (const user of DEMO_USERS) {
    const id = crypto.randomUUID();
    const joined = daysBefore(ctx.now, user.joinedDaysAgo, ctx.random.int(0, 600));
    userRows.push({
      id,
      email: user.email,
      password_hash: passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      company_name: null,
      delivery_notes: null,
      email_confirmed_at: joined,
      suspended_at: null,
      locked_until: null,
      created_at: joined,
      updated_at: joined,
    });
    for (const role of user.roles) roleRows.push({ user_id: id, role, created_at: joined });
    seeded[user.key] = {
      id,
      email: user.email,
      fullName: `${user.firstName} ${user.lastName}`,
      phone: user.phone,
    };
  }
  await insertInBatches(db, "users", userRows);
  await insertInBatches(db, "user_roles", roleRows);

  const customer = seeded.customer;
  // The demo customer proved her cellphone with a code (decision 0089): order news by SMS reach it.
  await db
    .insertInto("phone_proofs")
    .values({ phone: "+27825550143", user_id: customer.id, source: "account", proved_at: daysBefore(ctx.now, 138) })
    .execute();
  const profileCreated = daysBefore(ctx.now, 139);
  // The first client code; the counter below records it as used.
  await db
    .insertInto("client_profiles")
    .values({
      id: crypto.randomUUID(),
      user_id: customer.id,
      client_code: "CL-000001",
      first_name: "Thandi",
      last_name: "Mokoena",
      email: customer.email,
      phone: customer.phone,
      company_name: "Mokoena Poultry & Veg",
      vat_number: null,
      preferred_contact_method: "whatsapp",
      is_active: 1,
      delivery_discount_percentage: 0,
      admin_notes: "Runs about 200 layers on a smallholding near Rayton; buys layer mash monthly.",
      created_at: profileCreated,
      updated_at: profileCreated,
    })
    .execute();

  // Rayton lies about 10.5 km (straight line) east of the store at Donkerhoek; at the default
  // R20 per km that is a R210 delivery fee.
  const customerAddress: CustomerAddress = {
    locationId: crypto.randomUUID(),
    address: "Plot 41, Rayton Road, Rayton, Gauteng, 1001",
    latitude: -25.742,
    longitude: 28.5347,
    distanceKm: 10.5,
    deliveryFeeCents: 21_000,
  };
  await db
    .insertInto("client_delivery_locations")
    .values({
      id: customerAddress.locationId,
      user_id: customer.id,
      location_name: "Smallholding, Rayton",
      address_line_1: "Plot 41, Rayton Road",
      address_line_2: null,
      city: "Rayton",
      province: "Gauteng",
      postal_code: "1001",
      country: "South Africa",
      latitude: customerAddress.latitude,
      longitude: customerAddress.longitude,
      delivery_fee_cents: customerAddress.deliveryFeeCents,
      calculated_delivery_fee_cents: customerAddress.deliveryFeeCents,
      distance_km: customerAddress.distanceKm,
      delivery_method: "Simple Distance",
      load_type: "medium",
      is_default: 1,
      delivery_instructions: "Green gate opposite the farm stall; please phone on arrival so we can tie up the dogs.",
      admin_notes: null,
      created_at: profileCreated,
      updated_at: profileCreated,
    })
    .execute();

  await db
    .insertInto("counters")
    .values({ name: "client_code", value: 1 })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: 1 }))
    .execute();

  return { users: seeded, customerAddress, count: userRows.length };
}
