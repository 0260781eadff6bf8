import { render, screen } from '@testing-library/react';
import { TitledPage } from './TitledPage';

describe('TitledPage', () => {
  it('shows its title as the one h1 and nothing else', () => {
    const { container } = render(<TitledPage title="Compare Plans" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Plans' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(container.childElementCount).toBe(1);
    expect(container).toHaveTextContent(/^Compare Plans$/);
  });
});
