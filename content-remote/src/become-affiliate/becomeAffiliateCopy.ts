import type { PageCopy } from '../page-layout/pageCopy';

export const becomeAffiliateCopy: PageCopy = {
  title: 'Affiliate Program',
  intro: [
    'Write about homes, building or design? Recommend our plans to your readers and earn a commission on every plan they buy.',
  ],
  sections: [
    {
      heading: 'How the programme works',
      blocks: [
        {
          kind: 'facts',
          facts: [
            { title: '5% commission', text: 'On the price of every plan bought through your links.' },
            {
              title: 'Approval in 5-7 days',
              text: 'We review each application by hand and reply by e-mail within 5 to 7 days.',
            },
            {
              title: 'Links to any plan',
              text: 'Link to single plans, styles or any search; your publisher id travels with the shopper.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Who we are looking for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Blogs, newsletters and video channels about home building, design, real estate or rural living.',
            'Home-product sites and trade associations whose members build new homes.',
            'Sites with original content; we do not accept coupon-only sites or paid search on our brand name.',
          ],
        },
      ],
    },
    {
      heading: 'After you are approved',
      blocks: [
        {
          kind: 'steps',
          steps: [
            { title: 'Get your publisher id', text: 'Add it to User Settings so your links are credited to you.' },
            { title: 'Share plans', text: 'Link to the plans your audience will like.' },
            { title: 'Get paid', text: 'Commissions are paid monthly once a plan’s order is complete.' },
          ],
        },
      ],
    },
  ],
};
