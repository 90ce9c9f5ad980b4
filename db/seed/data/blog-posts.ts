export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** Days before the seed date; undefined for a draft. */
  publishedDaysAgo?: number;
  seo?: { title: string; description: string; keywords: string };
  content: string;
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: "winter-feeding-beef-cattle-highveld",
    title: "Winter Feeding of Beef Cattle on the Highveld",
    excerpt:
      "From May the veld loses its protein and cows start losing condition. A simple lick programme keeps them on track until the spring rains.",
    category: "Livestock",
    tags: ["cattle", "winter", "licks", "feeding"],
    publishedDaysAgo: 150,
    seo: {
      title: "Winter Feeding of Beef Cattle on the Highveld",
      description:
        "How to keep beef cows in condition through a dry Highveld winter with protein licks, hay and good water.",
      keywords: "winter lick, beef cattle, Highveld, protein lick, cattle feeding",
    },
    content: `Every year, somewhere between the first frost and the end of May, the grass on the Highveld turns from green to straw. It still looks like plenty of feed, but dry grass holds very little protein, and without protein the rumen cannot break down the fibre. Cows eat less, lose condition and calve down thin in spring.

## Why protein comes first

The microbes in a cow's rumen need nitrogen to multiply. When the grass drops below about 6% crude protein, they slow down and the cow simply cannot digest enough roughage to meet her needs. A **winter protein lick** feeds the microbes, not the cow directly, and that is why a small amount makes such a difference.

## A simple programme

- **May to June:** start the winter lick while the cows are still in good condition. It is far cheaper to hold condition than to put it back.
- **July to August:** watch intake closely. Dry cows typically take 300 to 500 g a day; in-calf heifers need more.
- **September until the rains:** the veld is at its poorest. Supplement with good hay or lucerne for cows close to calving.

## Practical tips

1. Put lick troughs at least 500 m from water so cattle walk and graze between them.
2. Keep salt and lick under a roof. Wet lick cakes and cattle waste it.
3. Always provide clean water. Urea-based licks are dangerous when cattle are thirsty.
4. Weigh or condition-score a few cows every month so you can adjust early.

## What it costs

A 50 kg bag of winter lick lasts about 100 cow-days. Compared with the price of a calf lost to a weak cow, it is one of the best investments on a cattle farm.

Ask at the feed counter for help working out quantities for your herd. We stock winter lick, coarse salt, lucerne and mineral blocks all season.`,
  },
  {
    slug: "tick-control-summer-dipping",
    title: "Tick Control: Getting Through the Summer",
    excerpt:
      "Ticks carry redwater, gall sickness and heartwater. A planned dipping programme and some rotation of remedies keep both ticks and resistance in check.",
    category: "Animal Health",
    tags: ["ticks", "dipping", "cattle", "animal health"],
    publishedDaysAgo: 95,
    content: `Summer rain brings green grass, and green grass brings ticks. In Gauteng the blue tick and the bont tick are the big worries, because they spread **redwater, gall sickness and heartwater**.

## Don't aim for zero ticks

It sounds strange, but cattle that never see a tick never build immunity to tick-borne disease. The goal is *strategic* control: keep numbers low enough to prevent damage while the herd keeps some natural resistance. Your veterinarian can help you decide how intensively to dip for your area.

## Plan the season

- **Early summer (October to November):** the first generation of ticks hatches. Dipping now prevents a big build-up later.
- **Mid-summer (December to February):** dip every 7 to 14 days, depending on the product and tick load.
- **Late summer (March to April):** keep going until the first cold spell; many farmers stop too early.

## Rotate the active ingredient

Ticks become resistant when the same chemical is used year after year. Change the *group* of active ingredient, not just the brand, every season or two. An amitraz dip one year and a pour-on from a different group the next is a sound approach.

## Mix and apply correctly

1. Read the label. Under-dosing is the fastest road to resistance.
2. Measure water and concentrate accurately; top up plunge dips according to the label.
3. Wet the whole animal, including ears, tail brush and between the legs.
4. Wear nitrile gloves and keep dips away from children and dogs.

## Watch the withholding periods

Check the meat and milk withholding periods before dipping animals that are going to the abattoir or being milked.

We keep dips, pour-ons, blue wound spray and gloves in stock all summer. Bring your dip tank volume and we will work out the quantities with you.`,
  },
  {
    slug: "starting-a-vegetable-garden",
    title: "Starting a Vegetable Garden on Your Smallholding",
    excerpt:
      "Good soil, the right spot and a few easy crops are all you need. Here is how to get your first beds producing this season.",
    category: "Gardening",
    tags: ["vegetables", "gardening", "compost", "seeds"],
    publishedDaysAgo: 60,
    content: `Nothing tastes like vegetables you picked an hour ago. A productive garden does not need much space; four beds of 1.2 m by 3 m will feed a family for most of the year.

## Choose the spot

Vegetables want **at least six hours of sun**. Keep beds away from large trees, whose roots steal water, and close enough to a tap that watering is easy. On the Highveld a spot sheltered from the August winds is a bonus.

## Build the soil

Our red clay soils are rich in minerals but pack hard and drain slowly. Dig the beds a spade deep and work in:

- two bags of compost per square metre,
- a bag of kraal manure per square metre,
- a handful of bone meal or 2:3:2 fertiliser per square metre.

Rake the bed level and water it well a few days before planting.

## Easy crops to start with

1. **Swiss chard:** sow almost all year, pick leaves for months.
2. **Bush beans:** sow from September; they crop in about eight weeks.
3. **Tomatoes:** start seed in trays in August and plant out after the last frost.
4. **Beetroot, carrots and onions:** sow direct and thin the seedlings.
5. **Sweetcorn:** plant in blocks for good pollination.

## Water wisely

Water deeply two or three times a week rather than a little every day, so roots grow down. A drip kit on a tap timer saves water and time. Mulch with pine bark to keep the soil cool.

## Keep it going

Sow a short row of something every two weeks so you always have vegetables coming on, and top up the beds with compost between crops.

Pop in at the garden section for seed, compost and advice. Our staff grow their own, and they are always happy to talk vegetables.`,
  },
  {
    slug: "water-storage-choosing-a-tank",
    title: "Water Storage: Choosing and Installing a Tank",
    excerpt:
      "Municipal outages and borehole pumps that stop during load-shedding make stored water essential. How to size, place and plumb a tank.",
    category: "Water",
    tags: ["water", "tanks", "rainwater", "load-shedding"],
    publishedDaysAgo: 30,
    content: `With water outages in Pretoria East and borehole pumps that stop during load-shedding, a water tank has become as essential as a gate. Here is how to choose one that suits your household or smallholding.

## How big?

A household of four uses roughly **600 to 800 litres a day**. To ride out a two-day outage comfortably, a 2 500 L tank is the minimum; 5 000 L gives peace of mind. For livestock, allow about 50 L per head of cattle per day in summer.

## Rainwater or mains backup?

- **Rainwater harvesting:** 1 mm of rain on 1 m² of roof gives 1 litre. A 150 m² roof catches about 3 000 L in a 20 mm storm.
- **Mains or borehole backup:** fill the tank from the supply, with a float valve, and draw from it when the supply fails.

## Placing the tank

1. Build a level, solid base: compacted soil with a concrete slab or a proper tank stand.
2. Keep it close to the downpipe or the point of use to save on pipe.
3. A tank on a stand gives gravity pressure; otherwise add a booster pump.
4. Leave space around it for cleaning and for the overflow.

## Keep the water healthy

Use a **UV-stabilised tank with a food-grade lining**. Fit a leaf screen on the inlet and a first-flush diverter, and clean the tank once a year. Water for drinking should be filtered.

## Getting it home

We deliver tanks within 100 km of the store on weekdays. Tanks are light but bulky, so check gate widths and access before delivery day.

Speak to the water counter about tanks, stands, pumps and fittings. We can put together a complete kit for your site.`,
  },
  {
    slug: "choosing-feed-for-laying-hens",
    title: "Choosing the Right Feed for Laying Hens",
    excerpt:
      "Chick starter, grower, layer mash and scratch: what each is for, when to switch, and why hens on kitchen scraps stop laying.",
    category: "Poultry",
    tags: ["poultry", "layers", "feed", "backyard chickens"],
    publishedDaysAgo: 9,
    content: `Backyard hens are one of the most rewarding things on a smallholding, and feed is the biggest factor in how well they lay. Here is a simple guide to what to feed and when.

## The stages

| Age | Feed |
|---|---|
| 0 to 6 weeks | Chick starter crumbs |
| 6 to 18 weeks | Grower mash |
| 18 weeks onwards | Layer mash |

Switch gradually over a week by mixing the old and new feed.

## Why layer mash?

A good hen lays more than 250 eggs a year, and every shell needs calcium. **Layer mash** has about 3.5% calcium plus the protein, vitamins and pigments for strong shells and rich yellow yolks. Never feed layer mash to young birds: the extra calcium damages growing kidneys.

## What about scratch and scraps?

Scratch mix and kitchen scraps are treats, not a diet. If they make up more than about 10% of what hens eat, laying drops and shells get thin. A handful of scratch in the late afternoon is perfect: it brings hens home to roost.

## How much?

A laying hen eats about **120 g of feed a day**. Ten hens therefore need a 50 kg bag roughly every six weeks. Use a tube feeder to cut waste and keep feed dry.

## Water matters as much

An egg is two-thirds water. Hens without water for even a few hours in summer can stop laying for days. Keep drinkers clean and in the shade.

## Signs something is wrong

- thin or soft shells: too little calcium; check how much scratch they get,
- pale yolks: little greenery or an old bag of feed,
- a sudden drop in laying: heat stress, moulting, or a broody hen.

We stock layer mash, chick starter, scratch mix, feeders and drinkers. Ask us about a monthly feed order with delivery.`,
  },
  {
    slug: "electric-fence-load-shedding",
    title: "Keeping Your Electric Fence Working Through Load-Shedding",
    excerpt: "Battery backup, solar energisers and earthing: how to keep stock in when the power goes off.",
    category: "Fencing",
    tags: ["fencing", "electric fence", "solar"],
    content: `An electric fence only works while it is switched on, and load-shedding gives cattle and jackals a regular window to test it.

## Options

- a battery energiser with a trickle charger,
- a solar energiser for remote camps,
- an inverter on the mains energiser.

## Check the earth

Most weak fences are earthing problems. Use at least three earth spikes, one metre apart, in damp ground.

More on sizing batteries and panels coming soon.`,
  },
  {
    slug: "hoof-care-dry-season",
    title: "Hoof Care for Horses in the Dry Season",
    excerpt: "Dry winters crack hooves. A routine for picking out, oiling and trimming.",
    category: "Horses",
    tags: ["horses", "hoof care", "winter"],
    content: `Highveld winters are dry and dusty, and hooves lose moisture fast.

## Daily

Pick out feet every day and look for cracks, stones and thrush.

## Weekly

Brush hoof oil onto the wall and the coronary band.

## Every six weeks

Book the farrier. Regular trimming stops small cracks from spreading.`,
  },
];
