/** The launch testimonials: what customers told us about building from one of our plans. */
export const LAUNCH_TESTIMONIALS: ReadonlyArray<{ name: string; location: string; project: string; quote: string }> = [
  {
    name: 'Karen M.',
    location: 'Boise, Idaho',
    project: 'Built a 3-bedroom Modern Farmhouse',
    quote:
      'We compared plans for months on other sites. Here we could filter by lot width and garage position, and the quote to add a mudroom came back in two days. Our builder said the set was one of the clearest he had worked from.',
  },
  {
    name: 'Luis R.',
    location: 'San Antonio, Texas',
    project: 'Built a detached garage with workshop',
    quote:
      'I needed a garage deep enough for my truck and a woodshop. The workshop list had exactly that, and the permit office accepted the drawings on the first submission.',
  },
  {
    name: 'Denise and Paul T.',
    location: 'Asheville, North Carolina',
    project: 'Built a Craftsman bungalow on a sloped lot',
    quote:
      'The modification studio switched our plan to a walk-out basement and reversed it to face the view. The Cost-to-Build report kept our budget honest from day one.',
  },
  {
    name: 'Marcus W.',
    location: 'Columbus, Ohio',
    project: 'Builder, 14 homes from our catalogue',
    quote:
      'Platinum pricing on every plan adds up over a year. What keeps me coming back is the consistency: every set has the same sheets in the same order, so my framers know where to look.',
  },
  {
    name: 'Aisha K.',
    location: 'Tampa, Florida',
    project: 'Built a garage apartment for her parents',
    quote:
      'We wanted my parents close but with their own front door. The garage apartment plans showed the living space properly, and the team answered every question about separating the units.',
  },
  {
    name: 'Greg H.',
    location: 'Bozeman, Montana',
    project: 'Built a mountain cabin',
    quote:
      'Snow loads here are serious. The plan specialist explained which sheets my engineer would need to review and the CAD set made the changes quick.',
  },
];

/** The launch reviews, newest first, with the rating each customer gave. */
export const LAUNCH_REVIEWS: ReadonlyArray<{
  name: string;
  location: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
}> = [
  {
    name: 'Jenna P.',
    location: 'Knoxville, Tennessee',
    rating: 5,
    title: 'Clear drawings, fast delivery',
    body: 'The PDF set arrived the next morning. Our builder priced the job from it the same week without asking for anything extra.',
    reviewedOn: '2026-10-28',
  },
  {
    name: 'Robert S.',
    location: 'Spokane, Washington',
    rating: 5,
    title: 'Modification quote was spot on',
    body: 'Asked to widen the garage and add a bonus room. The quote came in two business days and the final price matched it exactly.',
    reviewedOn: '2026-10-14',
  },
  {
    name: 'Tanya L.',
    location: 'Raleigh, North Carolina',
    rating: 4,
    title: 'Great plan, one question took a while',
    body: 'Love the plan and the price. A question about window sizes took three days to answer, but the answer was thorough.',
    reviewedOn: '2026-09-30',
  },
  {
    name: 'Omar F.',
    location: 'Phoenix, Arizona',
    rating: 5,
    title: 'The Cost-to-Build report paid for itself',
    body: 'The report showed our first choice was over budget before we spent anything on it. We bought a smaller plan and the report price was credited.',
    reviewedOn: '2026-09-12',
  },
  {
    name: 'Beth A.',
    location: 'Burlington, Vermont',
    rating: 4,
    title: 'Good set, check your local energy code',
    body: 'The plans were complete. Vermont asked for extra insulation details, which a local designer added from the CAD files without trouble.',
    reviewedOn: '2026-08-21',
  },
  {
    name: 'Carlos D.',
    location: 'Orlando, Florida',
    rating: 5,
    title: 'Price guarantee honoured',
    body: 'Found the same plan for less on another site. They matched it and took another 10% off, no argument.',
    reviewedOn: '2026-08-02',
  },
  {
    name: 'Hannah G.',
    location: 'Des Moines, Iowa',
    rating: 3,
    title: 'Printed sets took a week',
    body: 'The plan itself is excellent. Printed sets took a week to reach us; next time I would order the PDF and print locally.',
    reviewedOn: '2026-07-19',
  },
  {
    name: 'Victor N.',
    location: 'Reno, Nevada',
    rating: 5,
    title: 'Three-car garage, no surprises',
    body: 'Straightforward plan, all dimensions where you expect them, and the county approved it as drawn.',
    reviewedOn: '2026-07-03',
  },
];
