/** The launch FAQ, in the order the page shows it: the questions plan buyers ask first. */
export const LAUNCH_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What do I receive when I buy a plan?',
    answer:
      'A complete set of construction drawings: a cover sheet, the foundation plan, fully dimensioned floor plans, all four exterior elevations, building sections, the roof plan, an electrical plan and construction details. The What Is Included page describes each sheet.',
  },
  {
    question: 'What is the difference between a PDF set, a CAD set and printed sets?',
    answer:
      'A PDF set is the complete plan as a file you can print as often as you need to build one home. A CAD set adds the editable drawing files, which a local architect or designer needs to change the plans. Printed sets are large-format paper copies shipped to you.',
  },
  {
    question: 'Can I build the plan on a basement, crawlspace or slab?',
    answer:
      'Each plan comes with the foundation shown on its detail page. Many plans offer other foundations as an option when you order; if yours does not, our modification studio can draw the foundation you need.',
  },
  {
    question: 'Can you change a plan for me?',
    answer:
      'Yes. Send us the plan number and the changes you want and we e-mail you a free quote within 1-3 business days, with a fixed price and a delivery date. There is no obligation to go ahead.',
  },
  {
    question: 'How many times can I build the plan?',
    answer:
      'A plan purchase includes a licence to build one home. To build the same design again, buy a multiple-build licence, which you can also add later as an upgrade within one year.',
  },
  {
    question: 'May I make copies of the plans?',
    answer:
      'You may make the copies your builder, lender and building department need for the one home you are licensed to build. Copying the plans for another home, or redrawing them, infringes the designer’s copyright.',
  },
  {
    question: 'How quickly will I receive my plans?',
    answer:
      'PDF and CAD sets are e-mailed as a download link, usually within one business day of payment. Printed sets ship within 2 business days and usually arrive 3 to 5 business days later in the continental United States.',
  },
  {
    question: 'Can I return a plan?',
    answer:
      'Delivered digital sets cannot be returned, because they cannot be given back. You can change or cancel an order before the files are released, and most upgrades are possible within one year of purchase: you pay only the difference.',
  },
  {
    question: 'Will the plans meet my local building code?',
    answer:
      'Our plans are drawn to the International Residential Code, which most U.S. jurisdictions adopt. Some areas add their own rules, for example for energy, wind or snow loads, or ask for an engineer’s stamp; a local professional or our modification studio can adapt the plans.',
  },
  {
    question: 'What does it cost to build a plan?',
    answer:
      'Order a Cost-to-Build report: it prices the plan line by line for your ZIP code. A report costs $44.95, three cost $124.95, and the price is credited toward the plan if you buy it within 6 months. It arrives by e-mail in 1 to 2 business days.',
  },
  {
    question: 'Do you offer a price guarantee?',
    answer:
      'Yes. If you find the same plan for less from another seller, we match that price and take a further 10% off the matched price. Tell us before you order.',
  },
  {
    question: 'Do builders and real estate agents get a discount?',
    answer:
      'Builders and agents who enrol save 10% from enrolment, 15% from their 6th plan purchase and 20% from their 11th, for life. Builders can also join our membership for $195 a year, which includes 25 free Cost-to-Build reports.',
  },
  {
    question: 'Is a site plan included?',
    answer:
      'No. A site plan shows the home on your own lot, so it is prepared locally, usually by a surveyor or a local designer. Tell us the lot size and we can point you to plans that fit.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Add the plan to your cart and check out with a card, paid securely through our payment provider, or choose cash on delivery for printed sets. Promo codes are applied at checkout.',
  },
];
