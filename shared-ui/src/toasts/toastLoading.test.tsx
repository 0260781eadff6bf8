import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { toast } from './toast';
import { ToastProvider } from './ToastProvider';

// A file of its own: notistack is loaded once per module registry, and these tests watch the first load.
const mockNotistackLoads = jest.fn();
jest.mock('notistack', () => {
  mockNotistackLoads();
  return jest.requireActual('notistack');
});

function Page({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <p>The page</p>;
}

it('loads notistack with the first toast, not with the page, and keeps the page mounted', async () => {
  const pageMounts = jest.fn();
  render(
    <ToastProvider>
      <Page onMount={pageMounts} />
    </ToastProvider>,
  );
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(mockNotistackLoads).not.toHaveBeenCalled();

  await act(async () => toast.success('Saved to your favourites'));

  expect(mockNotistackLoads).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Saved to your favourites');
  expect(pageMounts).toHaveBeenCalledTimes(1);

  await act(async () => toast.info('A second toast'));
  expect(mockNotistackLoads).toHaveBeenCalledTimes(1);
  expect(screen.getByText('A second toast')).toBeInTheDocument();
});
