import type { BlogSection } from 'contracts/src/content/blog';
import type { BlogCoverTheme } from '../blogCoverDrawing';

export interface LaunchBlogPost {
  title: string;
  summary: string | null;
  author: string;
  publishedAt: string;
  cover: BlogCoverTheme;
  sections: BlogSection[];
}

/** The launch articles, oldest first (ids follow this order). */
export const LAUNCH_BLOG_POSTS: readonly LaunchBlogPost[] = [
  {
    title: 'How to Choose a House Plan That Fits Your Lot',
    summary:
      'Setbacks, slope and sun decide more of your home than you might think. Check these five things before you fall for a plan.',
    author: 'Plan Specialists Team',
    publishedAt: '2026-06-02T14:00:00Z',
    cover: 'lot',
    sections: [
      {
        heading: null,
        paragraphs: [
          'The most common reason a plan needs changes is not taste: it is the lot. Before you shortlist plans, gather a few facts about the land, and use them as filters.',
        ],
      },
      {
        heading: 'Measure the buildable area',
        paragraphs: [
          'Your town’s zoning sets front, side and rear setbacks. Subtract them from the lot’s width and depth and you have the largest footprint you can build. Use the footprint width and depth filters to see only plans that fit.',
        ],
      },
      {
        heading: 'Read the slope',
        paragraphs: [
          'A lot that falls away from the street suits a walk-out basement; a flat lot suits a slab or crawlspace. Foundation changes are common modifications, but starting from the right one saves time.',
        ],
      },
      {
        heading: 'Follow the sun and the view',
        paragraphs: [
          'Living rooms and kitchens feel best facing south in most of the country. If the view is on the other side, a reversed (mirrored) plan often solves it at no drafting cost beyond the change itself.',
        ],
      },
    ],
  },
  {
    title: 'What Really Drives the Cost of Building a Home',
    summary:
      'Square footage matters, but the shape of the house, the roof and the finishes can move the budget just as much.',
    author: 'Cost Estimating Team',
    publishedAt: '2026-07-08T14:00:00Z',
    cover: 'budget',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Two homes of the same size can differ in cost by a third. Knowing why helps you choose a plan you can afford to finish.',
        ],
      },
      {
        heading: 'Shape and corners',
        paragraphs: [
          'Every corner adds foundation, framing and roofing work. A simple rectangle with a gable roof is the most economical shape; wings, bump-outs and hips add character and cost.',
        ],
      },
      {
        heading: 'Foundation and storeys',
        paragraphs: [
          'A two-storey house puts the same living area on a smaller foundation and roof than a ranch. Basements add usable space at a lower cost per square foot than the floors above, where soil allows.',
        ],
      },
      {
        heading: 'Finishes',
        paragraphs: [
          'Cabinets, counters, flooring and fixtures vary more than any structural item. A Cost-to-Build report shows builder-grade and upgraded totals side by side, so you can see the range before you commit.',
        ],
      },
    ],
  },
  {
    title: 'Garage Apartments: Extra Room Without Moving',
    summary: 'A garage with living quarters can house parents, grown children or a tenant. Here is what to plan for.',
    author: 'Plan Specialists Team',
    publishedAt: '2026-08-12T14:00:00Z',
    cover: 'garage',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Accessory dwelling units are allowed in more towns every year. A garage apartment is often the simplest way to add one.',
        ],
      },
      {
        heading: 'Check the rules first',
        paragraphs: [
          'Ask your planning department whether accessory units are allowed, how large they may be, and whether the unit needs its own parking space or utility meters.',
        ],
      },
      {
        heading: 'Separate the spaces',
        paragraphs: [
          'Building codes require fire separation between the garage and the living space, and an egress window in every bedroom. Our garage apartment plans are drawn with both.',
        ],
      },
    ],
  },
  {
    title: 'Five Modifications Buyers Ask For Most',
    summary: 'From a bigger pantry to a different foundation: the changes we draw every week, and what they involve.',
    author: 'Modification Studio',
    publishedAt: '2026-09-09T14:00:00Z',
    cover: 'modifications',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Most plans are bought with at least one change in mind. These five come up more than any others, and all of them are quoted for free.',
        ],
      },
      {
        heading: 'The list',
        paragraphs: [
          'A different foundation; a larger garage or a side-entry garage; a home office carved from a bedroom or a flex room; a bigger kitchen pantry; and a covered rear porch. Each is usually quoted within 1-3 business days.',
        ],
      },
      {
        heading: 'What a change costs',
        paragraphs: [
          'Simple changes such as a reversed plan or a foundation swap cost the least. Moving bearing walls or changing the roof takes more drafting and engineering, which your quote will spell out.',
        ],
      },
    ],
  },
  {
    title: 'Why the Modern Farmhouse Is Still the Most Popular Style',
    summary:
      'Gables, board-and-batten and big porches: what makes the style last, and how to keep it from looking like every other house on the street.',
    author: 'Design Review Team',
    publishedAt: '2026-10-07T14:00:00Z',
    cover: 'farmhouse',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Year after year, the Modern Farmhouse tops our most viewed styles. It pairs a familiar shape with open, bright interiors.',
        ],
      },
      {
        heading: 'The essentials',
        paragraphs: [
          'Steep gable roofs, a mix of vertical siding and simple trim, black window frames and a deep front porch. Inside, an open kitchen and living room under a vaulted ceiling.',
        ],
      },
      {
        heading: 'Making it your own',
        paragraphs: [
          'Swap the white-and-black palette for warm wood or stone, add a standing-seam metal roof over the porch only, or choose a plan with a side-entry garage so the porch leads the front.',
        ],
      },
    ],
  },
  {
    title: 'Small Homes That Live Large',
    summary: 'Under 1,500 square feet and still comfortable: the design moves that make small plans work.',
    author: 'Design Review Team',
    publishedAt: '2026-11-04T14:00:00Z',
    cover: 'small-home',
    sections: [
      {
        heading: null,
        paragraphs: [
          'A smaller home costs less to build, heat and keep. Good small plans hide their size with a few proven moves.',
        ],
      },
      {
        heading: 'Long sight lines',
        paragraphs: [
          'An open living area with a view through to the back yard makes the whole floor feel larger than its square footage.',
        ],
      },
      {
        heading: 'Storage everywhere',
        paragraphs: [
          'Built-ins under stairs and windows, a real pantry and a laundry with cabinets keep the living space clear. Filter by laundry location and kitchen features to find plans that plan for it.',
        ],
      },
    ],
  },
];
