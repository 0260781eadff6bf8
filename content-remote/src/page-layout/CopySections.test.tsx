import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CopyPage } from './CopyPage';
import type { PageCopy } from './pageCopy';

const copy: PageCopy = {
  title: 'Garage Workshops',
  intro: ['Everything about workshops.'],
  sections: [
    {
      heading: 'Plans and prices',
      blocks: [
        { kind: 'paragraphs', paragraphs: ['First paragraph.', 'Second paragraph.'] },
        { kind: 'list', items: ['Bench', 'Vice'] },
        { kind: 'facts', facts: [{ title: '$44.95', text: 'One report.' }] },
        { kind: 'cards', cards: [{ title: 'Gold', highlight: '15% off', text: 'From the 6th plan.' }] },
      ],
    },
    {
      heading: 'Next steps',
      blocks: [
        {
          kind: 'steps',
          steps: [
            { title: 'Ask', text: 'Write to us.' },
            { title: 'Build', text: 'Start work.' },
          ],
        },
        { kind: 'linkCards', links: [{ label: 'Carports', to: '/carports', description: 'Open shelters.' }] },
        { kind: 'note', title: 'Good to know', text: 'Permits vary.' },
        {
          kind: 'actions',
          links: [
            { label: 'Contact Us', to: '/contact-us' },
            { label: 'Code council', to: 'https://www.iccsafe.org/' },
          ],
        },
      ],
    },
  ],
};

function renderCopy() {
  render(
    <MemoryRouter>
      <CopyPage copy={copy}>
        <p>Extra part</p>
      </CopyPage>
    </MemoryRouter>,
  );
}

describe('CopyPage', () => {
  it('shows the title as the one h1, the intro, each section as a named region with its h2', () => {
    renderCopy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Garage Workshops');
    expect(screen.getByText('Everything about workshops.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Plans and prices' });
    expect(within(section).getByText('Second paragraph.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Bench', 'Vice']));
    expect(within(section).getByRole('term')).toHaveTextContent('$44.95');
    expect(within(section).getByRole('definition')).toHaveTextContent('One report.');
    expect(within(section).getByRole('heading', { level: 3, name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByText('Extra part')).toBeInTheDocument();
  });

  it('numbers steps in order, links cards and actions, and marks the note', () => {
    renderCopy();
    const section = screen.getByRole('region', { name: 'Next steps' });
    const steps = within(section).getAllByRole('list')[0];
    expect(steps?.tagName).toBe('OL');
    expect(
      within(steps as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ask', 'Build']);
    expect(within(section).getByRole('link', { name: 'Carports' })).toHaveAttribute('href', '/carports');
    expect(within(section).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(section).getByRole('link', { name: 'Code council' })).toHaveAttribute(
      'href',
      'https://www.iccsafe.org/',
    );
    expect(within(section).getByRole('note')).toHaveTextContent('Good to knowPermits vary.');
  });
});
