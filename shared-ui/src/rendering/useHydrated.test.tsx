import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Where() {
  return <p>{useHydrated() ? 'in the browser' : 'as the server drew it'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and true in a render the browser starts itself', () => {
    expect(renderToString(<Where />)).toContain('as the server drew it');
    render(<Where />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
