import type { PageCopy } from '../page-layout/pageCopy';

export const whatsIncludedCopy: PageCopy = {
  title: 'What Is Included In Our Plans',
  intro: [
    'Each plan is a set of construction drawings a builder can price and build from. Sheets vary a little by designer and by plan; the detail page of each plan lists exactly what its set contains.',
  ],
  sections: [
    {
      heading: 'The drawings in a typical set',
      blocks: [
        {
          kind: 'facts',
          facts: [
            { title: 'Cover sheet', text: 'An exterior view of the home, the sheet index and the general notes.' },
            {
              title: 'Foundation plan',
              text: 'The footings, walls and slab or floor framing for the foundation shown on the plan, with dimensions and notes.',
            },
            {
              title: 'Floor plans',
              text: 'Every level, fully dimensioned, with walls, doors, windows, stairs, fixtures and room sizes.',
            },
            { title: 'Exterior elevations', text: 'All four sides, with heights, materials and roof pitches.' },
            {
              title: 'Building sections',
              text: 'Cuts through the house that show ceiling heights, floor and roof framing and how the parts meet.',
            },
            { title: 'Roof plan', text: 'The shape of the roof, its slopes, ridges, valleys and overhangs.' },
            {
              title: 'Electrical plan',
              text: 'Suggested outlets, switches, lights and fans, room by room.',
            },
            {
              title: 'Construction details',
              text: 'Typical wall, stair and finish details that show how the home is put together.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What is not included',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: ['Some documents depend on your site and your local code, so they are prepared where you build:'],
        },
        {
          kind: 'list',
          items: [
            'A site plan showing the home on your lot.',
            'Structural engineering or an engineer’s stamp, where your building department asks for one.',
            'Detailed plumbing, heating and air-conditioning layouts, which your contractors size for your climate.',
            'Energy calculations required in some states.',
          ],
        },
        {
          kind: 'note',
          title: 'Need one of these?',
          text: 'Our modification studio can prepare most of them, or adapt the plan to your local code before you submit it.',
        },
      ],
    },
    {
      heading: 'Choose your set',
      blocks: [
        {
          kind: 'cards',
          cards: [
            {
              title: 'PDF set',
              highlight: 'Print anywhere',
              text: 'The complete set as a PDF file, with a licence to print as many copies as you need to build one home.',
            },
            {
              title: 'CAD set',
              highlight: 'Easy to modify',
              text: 'The drawings as CAD files, for a local architect or designer to change them, plus the PDF set.',
            },
            {
              title: 'Printed sets',
              highlight: 'Ready on site',
              text: 'Large-format paper sets shipped to you, for a job site without a printer.',
            },
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'Browse Plans', to: '/propertyList' },
            { label: 'Modification Services', to: '/modifications' },
          ],
        },
      ],
    },
  ],
};
