export type PolicyCategory =
  | "Terms of Service"
  | "Privacy Policy"
  | "Return Policy"
  | "Shipping Policy"
  | "Employment"
  | "Safety"
  | "Quality Assurance"
  | "Environmental"
  | "Other";

export interface PolicySeed {
  title: string;
  slug: string;
  category: PolicyCategory;
  version: string;
  changeNotes: string | null;
  isActive: boolean;
  updatedDaysAgo: number;
  /** The policy page turns lines starting with '#', '##' or '###' into headings. */
  content: string;
}

export const POLICIES: PolicySeed[] = [
  {
    title: "Terms of Service",
    slug: "terms-of-service",
    category: "Terms of Service",
    version: "2.2",
    changeNotes: "Ordering with a cellphone code, paying at the counter, cancelling an unpaid order, the tax invoice.",
    isActive: true,
    updatedDaysAgo: 45,
    content: `# Terms of Service
These terms apply to every order placed on the Donkerhoek Farm Supplies website and to collections at our store in Donkerhoek, Pretoria East.
## Who we are
Donkerhoek Farm Supplies is a farmers' co-operative trading in animal feed, livestock and pet supplies, hardware and garden goods.
## Prices
All prices are in South African rand and include VAT at 15%. Special prices apply while stocks last and only for the period shown on the website.
## Orders and payment
You can order with an e-mail address and password, or with just your name and cellphone number: we SMS you a code to type in, and that makes your account. An order paid by EFT is confirmed once the funds reflect in our account; please use your order number as the payment reference. Orders not paid within 48 hours may be cancelled. An order you collect at the store can also be paid at the counter, in cash or by card, when you collect it.
## Stock
We do our best to keep the website's stock status up to date. If an item sells out after you ordered, we will contact you to offer an alternative or a refund.
## Cancelling an order and your tax invoice
Until you have paid, you can cancel an order yourself: open it under My Orders and choose Cancel this order. Once you have paid, sent a proof of payment, or we have started preparing the order, please contact us to cancel it; we refund what you paid. Your tax invoice is on the order's page once we have received your payment, ready to print or save as PDF.
## Stock remedies and chemicals
Registered stock remedies and agricultural chemicals must be used strictly according to the label. We are not liable for losses caused by incorrect use.
## Governing law
These terms are governed by the laws of the Republic of South Africa, including the Consumer Protection Act.`,
  },
  {
    title: "Privacy Policy",
    slug: "privacy-policy",
    category: "Privacy Policy",
    version: "1.3",
    changeNotes: "SMS: proving a cellphone number, offers by SMS only with the number's consent, STOP.",
    isActive: true,
    updatedDaysAgo: 80,
    content: `# Privacy Policy
We respect your privacy and process personal information in line with the Protection of Personal Information Act, 2013 (POPIA).
## What we collect
Your name, e-mail address, telephone number, delivery address and delivery location, and the details of your orders.
## Why we collect it
To process and deliver your orders, to answer your questions, and, only if you opt in, to send you our newsletter.
## SMS
We send SMS only to a cellphone number its owner has proved, by typing back a code we SMS to it. Order news goes by SMS if you choose it. Offers by SMS go only to a number whose owner agreed to them, on My Account or by replying YES to our question; reply STOP to any SMS and we send that number no more offers, at once. Order news still comes.
## Who we share it with
Only with service providers who help us run the shop, such as our bank and delivery drivers, and only what they need. We never sell your information.
## Your rights under POPIA
You may ask to see the personal information we hold about you, ask us to correct or delete it, and object to direct marketing at any time. Every newsletter has an unsubscribe link.
## Information Officer
Contact our Information Officer at the store or by e-mail. You may also lodge a complaint with the Information Regulator of South Africa.`,
  },
  {
    title: "Returns and Refunds Policy",
    slug: "returns-and-refunds-policy",
    category: "Return Policy",
    version: "1.0",
    changeNotes: null,
    isActive: true,
    updatedDaysAgo: 120,
    content: `# Returns and Refunds Policy
We want you to be happy with everything you buy from the co-op.
## 30-day returns
You may return unused goods in their original packaging within 30 days of purchase, with your invoice or order number.
## Items we cannot take back
For safety reasons we cannot accept returns of opened feed, vaccines, stock remedies, agricultural chemicals or seed, unless they are defective.
## Defective goods
Defective goods are repaired, replaced or refunded in line with the Consumer Protection Act. Please bring the item to the store or contact us to arrange collection.
## Refunds
Approved refunds are paid by EFT to the account you paid from, within 7 working days.`,
  },
  {
    title: "Delivery Policy",
    slug: "delivery-policy",
    category: "Shipping Policy",
    version: "1.2",
    changeNotes: "Where to see the delivery fee before checkout.",
    isActive: true,
    updatedDaysAgo: 60,
    content: `# Delivery Policy
## Where we deliver
We deliver within 100 km of our store in Donkerhoek, Pretoria East. The delivery fee is calculated from the distance, the size of the load and the delivery method you choose. To see what delivery to your town costs before you order, use "What will delivery cost?" on any product page or in your cart, or the Delivery costs page (/delivery, linked at the foot of every page). Collecting your order at the store is free.
## When we deliver
Deliveries are made Monday to Friday between 08:00 and 17:00. There are no deliveries on weekends or public holidays.
## Collection
You are welcome to collect your order from the store during trading hours once we have told you it is ready.
## At delivery
Please make sure someone is available to receive the goods and that our truck can reach the offloading point. Heavy items are offloaded at the gate or the nearest accessible point.`,
  },
  {
    title: "Agricultural Chemicals Safety Policy",
    slug: "agricultural-chemicals-safety-policy",
    category: "Safety",
    version: "1.0",
    changeNotes: null,
    isActive: true,
    updatedDaysAgo: 200,
    content: `# Agricultural Chemicals Safety Policy
Dips, dewormers, vaccines and fertilisers are safe when they are stored and used correctly.
## Storage
Keep chemicals in their original containers, locked away from children, animals, feed and food.
## Handling
Wear nitrile gloves and eye protection when mixing dips and sprays. Wash hands and equipment afterwards.
## Disposal
Never pour leftover dip into streams or dams. Empty containers should be triple-rinsed and punctured before disposal.
## In an emergency
Phone the Poison Information Helpline on 0861 555 777 and have the product label with you.`,
  },
  {
    title: "Feed Quality and Storage",
    slug: "feed-quality-and-storage",
    category: "Quality Assurance",
    version: "1.0",
    changeNotes: null,
    isActive: true,
    updatedDaysAgo: 170,
    content: `# Feed Quality and Storage
All feeds we sell are registered under Act 36 of 1947 and come from registered mills.
## Freshness
We rotate stock so the oldest bags sell first. Every bag carries a manufacture date.
## At home
Store feed off the floor, out of the sun and away from rats. Use bags within three months of the manufacture date.`,
  },
  {
    title: "Load-Shedding Trading Hours",
    slug: "load-shedding-trading-hours",
    category: "Other",
    version: "0.9",
    changeNotes: "Withdrawn: the store now runs on a solar and battery system.",
    isActive: false,
    updatedDaysAgo: 300,
    content: `# Load-Shedding Trading Hours
During stage 4 load-shedding and higher, the store may close for up to an hour while the generator is started.
## Payments
Card machines may be unavailable; EFT payments are still accepted.`,
  },
];
