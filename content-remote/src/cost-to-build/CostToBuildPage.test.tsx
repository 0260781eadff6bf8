import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import CostToBuildPage from './CostToBuildPage';
import { SAMPLE_COST_REPORT, costTotals, formatDollars } from './sampleCostReport';

function renderPage() {
  render(
    <MemoryRouter>
      <CostToBuildPage />
    </MemoryRouter>,
  );
}

describe('Cost-to-Build page', () => {
  it('opens the sample report with every stage and totals that add up, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    const opener = screen.getByRole('button', { name: 'View Sample Cost-to-Build Report' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Sample Cost-to-Build Report' });
    const rows = within(dialog).getAllByRole('row');
    // A header row, one per stage, and the total.
    expect(rows).toHaveLength(SAMPLE_COST_REPORT.lines.length + 2);
    const total = within(dialog).getByRole('row', { name: /^Total/ });
    const lowSum = SAMPLE_COST_REPORT.lines.reduce((sum, line) => sum + line.low, 0);
    expect(total).toHaveTextContent(formatDollars(lowSum));
    expect(within(dialog).getByRole('row', { name: /^Framing and sheathing/ })).toHaveTextContent('$62,000$74,000');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('costTotals', () => {
  it('sums the stages and divides by the heated area', () => {
    const totals = costTotals({
      planDescription: 'Cottage',
      location: 'Anywhere',
      heatedSquareFeet: 1000,
      lines: [
        { stage: 'Framing', low: 100_000, high: 150_000 },
        { stage: 'Roof', low: 50_400, high: 60_600 },
      ],
    });
    expect(totals).toEqual({ low: 150_400, high: 210_600, lowPerSquareFoot: 150, highPerSquareFoot: 211 });
  });
});
